export function GamePage() {
  return (
    <main>
      <h1>Game setup</h1>
    </main>
  );
}
