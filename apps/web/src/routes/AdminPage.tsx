export function AdminPage() {
  return (
    <main>
      <h1>Admin Dashboard</h1>
    </main>
  );
}
