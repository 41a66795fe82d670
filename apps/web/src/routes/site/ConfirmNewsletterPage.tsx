export function ConfirmNewsletterPage() {
  return (
    <main>
      <h1>Newsletter confirmation</h1>
    </main>
  );
}
