export function AuthPage() {
  return (
    <main>
      <h1>Sign in to Quiz Coop</h1>
    </main>
  );
}
