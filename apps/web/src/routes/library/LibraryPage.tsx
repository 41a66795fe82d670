export function LibraryPage() {
  return (
    <main>
      <h1>Question library</h1>
    </main>
  );
}
