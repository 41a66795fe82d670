export function ReportProblemPage() {
  return (
    <main>
      <h1>Report a Problem</h1>
    </main>
  );
}
