export function AddQuestionsPage() {
  return (
    <main>
      <h1>Add questions</h1>
    </main>
  );
}
