export function NewQuestionSetPage() {
  return (
    <main>
      <h1>New question set</h1>
    </main>
  );
}
