export function ResetPasswordPage() {
  return (
    <main>
      <h1>Reset your password</h1>
    </main>
  );
}
