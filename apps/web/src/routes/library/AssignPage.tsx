export function AssignPage() {
  return (
    <main>
      <h1>Assign Sets to Players</h1>
    </main>
  );
}
