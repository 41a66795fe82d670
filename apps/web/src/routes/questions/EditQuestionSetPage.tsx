export function EditQuestionSetPage() {
  return (
    <main>
      <h1>Edit question set</h1>
    </main>
  );
}
