export function ProfilePage() {
  return (
    <main>
      <h1>My Profile</h1>
    </main>
  );
}
