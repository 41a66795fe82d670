export function RouteErrorPage() {
  return (
    <main>
      <h1>Something went wrong</h1>
    </main>
  );
}
