// The hosted Supabase side of every function: Deno.serve with the same context the embedded server gives.
// Runs only on Deno (Supabase Edge Functions): Deno type-checks it (tooling/deno-check), the Node tooling does not.
import postgres from 'npm:postgres@3.4.7';
import Stripe from 'npm:stripe@18.5.0';
import type {
  CallerRole,
  FunctionContext,
  FunctionHandler,
  FunctionUser,
  PaymentsProvider,
} from './context.ts';
import { FunctionError } from './http.ts';
import { storageApi } from './storage-api.ts';
import { createStripePayments } from './stripe.ts';

const env = (name: string): string => Deno.env.get(name) ?? '';
const sql = postgres(env('SUPABASE_DB_URL'), { prepare: false, max: 1 });

const db: FunctionContext['db'] = {
  query: async (text, params = []) => ({ rows: await sql.unsafe(text, params as never[]) }),
  // postgres.js awaits each element of an array a transaction returns; wrapped, the work's result stays as is.
  transaction: async (work) => {
    const { result } = await sql.begin(async (tx) => ({
      result: await work({
        query: async (text, params = []) => ({ rows: await tx.unsafe(text, params as never[]) }),
      }),
    }));
    return result;
  },
};

// Email through Resend's API (RESEND_API_KEY, NEWSLETTER_FROM), as the test-resend-email function's name says.
const mailer: FunctionContext['mailer'] = {
  async send({ to, subject, text, html }) {
    const response = await fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { authorization: `Bearer ${env('RESEND_API_KEY')}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: env('NEWSLETTER_FROM') || 'Quiz Coop <onboarding@resend.dev>',
        to,
        subject,
        text,
        html,
      }),
    });
    if (!response.ok) throw new Error(`Resend answered ${response.status}: ${await response.text()}`);
  },
};

const unconfigured = (): never => {
  throw new FunctionError(
    503,
    'Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
  );
};
const payments: PaymentsProvider = env('STRIPE_SECRET_KEY')
  ? createStripePayments({
      stripe: new Stripe(env('STRIPE_SECRET_KEY')),
      webhookSecret: env('STRIPE_WEBHOOK_SECRET'),
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    })
  : { name: 'stripe', createCheckout: unconfigured, createPortal: unconfigured, parseWebhook: unconfigured };

const storage = storageApi(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'));

// The token's signature is verified by the gateway and again by Auth just before, so its claims can be read.
function sessionOf(token: string): Pick<FunctionUser, 'aal' | 'sessionId'> {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return {
      aal: claims.aal === 'aal2' ? 'aal2' : 'aal1',
      sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
    };
  } catch {
    return { aal: 'aal1', sessionId: null };
  }
}

// Supabase's gateway has verified the token's signature already (verify_jwt); Auth says whose it is.
async function callerOf(request: Request): Promise<{ role: CallerRole; user: FunctionUser | null }> {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!token || token === env('SUPABASE_ANON_KEY')) return { role: 'anon', user: null };
  if (token === env('SUPABASE_SERVICE_ROLE_KEY')) return { role: 'service_role', user: null };
  const response = await fetch(`${env('SUPABASE_URL')}/auth/v1/user`, {
    headers: { apikey: env('SUPABASE_ANON_KEY'), authorization: `Bearer ${token}` },
  });
  if (!response.ok) return { role: 'anon', user: null };
  const user = await response.json();
  return {
    role: 'authenticated',
    user: {
      id: user.id,
      email: user.email ?? null,
      isAnonymous: user.is_anonymous === true,
      ...sessionOf(token),
    },
  };
}

export function serveFunction(handler: FunctionHandler): void {
  Deno.serve(async (request) => {
    const { role, user } = await callerOf(request);
    return handler(request, {
      role,
      user,
      db,
      mailer,
      payments,
      storage,
      siteUrl: env('SITE_URL').replace(/\/+$/, ''),
    });
  });
}
