export function CheckoutCancelPage() {
  return (
    <main>
      <h1>Checkout cancelled</h1>
    </main>
  );
}
