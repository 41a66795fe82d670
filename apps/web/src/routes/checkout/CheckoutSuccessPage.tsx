export function CheckoutSuccessPage() {
  return (
    <main>
      <h1>Welcome to Premium</h1>
    </main>
  );
}
