export function NewPasswordPage() {
  return (
    <main>
      <h1>Set a new password</h1>
    </main>
  );
}
