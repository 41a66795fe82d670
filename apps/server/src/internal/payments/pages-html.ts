import type { RouteContext } from '../http/env';
import type { CardField, CardInput, CardOutcome } from './test-cards';

const MAX_FORM_BYTES = 8 * 1024;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1d1d1d; background: #f6f4ee; }
  body { margin: 0; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.125rem; }
  .note { background: #fff6dc; border-left: 4px solid #fcbb1c; padding: 0.75rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; border-bottom: 1px solid #ddd; padding: 0.25rem 0; }
  dt { font-weight: 600; } dd { margin: 0; }
  .field { display: flex; flex-direction: column; margin-bottom: 1rem; }
  label { font-weight: 600; margin-bottom: 0.25rem; }
  input { font: inherit; padding: 0.5rem; border: 2px solid #6b6b6b; border-radius: 0.375rem; }
  input[aria-invalid='true'] { border-color: #b00238; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border: 0; border-radius: 0.375rem;
    background: #557b1f; color: #fff; cursor: pointer; }
  button.danger { background: #b00238; }
  :focus-visible { outline: 3px solid #186da8; outline-offset: 2px; }
  .error { color: #b00238; border: 2px solid #b00238; border-radius: 0.375rem; padding: 0.5rem 0.75rem; }
  .status { color: #3d5a14; font-weight: 600; }
  a { color: #186da8; }
`;

export function page(title: string, body: string, status = 200, formTargets: string[] = []): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Quiz Coop</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      // The form may only post here and be redirected to the app.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

export const PLAN_NAMES = { monthly: 'Monthly', yearly: 'Yearly' } as const;

export function field(
  name: CardField,
  label: string,
  attributes: string,
  input: Partial<CardInput>,
  outcome: CardOutcome | null,
): string {
  const invalid =
    outcome && !outcome.approved && (outcome.field === name || (outcome.field === null && name === 'number'));
  return `<div class="field">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="text" ${attributes} required value="${escapeHtml(input[name] ?? '')}"${
    invalid ? ' aria-invalid="true" aria-describedby="payment-error" autofocus' : ''
  }>
</div>`;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

export async function readForm(c: RouteContext): Promise<Partial<CardInput> | null> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BYTES) return null;
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) return null;
  const form = new URLSearchParams(text);
  return { number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' };
}
