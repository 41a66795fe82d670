export function InfoPage() {
  return (
    <main>
      <h1>Quiz Coop</h1>
    </main>
  );
}
