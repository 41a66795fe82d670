export function QuestionSetsPage() {
  return (
    <main>
      <h1>Question sets</h1>
    </main>
  );
}
