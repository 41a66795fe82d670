export function NotFoundPage() {
  return (
    <main>
      <h1>Page Not Found</h1>
    </main>
  );
}
