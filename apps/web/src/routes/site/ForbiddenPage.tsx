export function ForbiddenPage() {
  return (
    <main>
      <h1>Access Denied</h1>
    </main>
  );
}
