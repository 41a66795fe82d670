import type { FunctionHandler } from '../../../../../supabase/functions/_shared/context.ts';
import { handler as checkSubscription } from '../../../../../supabase/functions/check-subscription/handler.ts';
import { handler as confirmNewsletter } from '../../../../../supabase/functions/confirm-newsletter/handler.ts';
import { handler as createCheckout } from '../../../../../supabase/functions/create-checkout/handler.ts';
import { handler as deleteAccount } from '../../../../../supabase/functions/delete-account/handler.ts';
import { handler as exportAccountData } from '../../../../../supabase/functions/export-account-data/handler.ts';
import { handler as customerPortal } from '../../../../../supabase/functions/customer-portal/handler.ts';
import { handler as newsletterConfirmation } from '../../../../../supabase/functions/newsletter-confirmation/handler.ts';
import { handler as paymentsWebhook } from '../../../../../supabase/functions/payments-webhook/handler.ts';
import { handler as removePictures } from '../../../../../supabase/functions/remove-pictures/handler.ts';
import { handler as testResendEmail } from '../../../../../supabase/functions/test-resend-email/handler.ts';

export interface FunctionEntry {
  handler: FunctionHandler;
  /**
   * Whether a request needs a valid apikey or bearer token, as Supabase's `verify_jwt` (supabase/config.toml):
   * only the payment provider's webhook comes without one, and proves itself by its signature.
   */
  verifyJwt: boolean;
  /** Whether a call may send an email to an address the caller chooses: such calls are rate-limited per client. */
  sendsEmail: boolean;
}

/** The functions of supabase/functions, as `supabase functions deploy` ships them. */
export const FUNCTIONS: Readonly<Record<string, FunctionEntry>> = {
  'check-subscription': { handler: checkSubscription, verifyJwt: true, sendsEmail: false },
  'create-checkout': { handler: createCheckout, verifyJwt: true, sendsEmail: false },
  'customer-portal': { handler: customerPortal, verifyJwt: true, sendsEmail: false },
  'payments-webhook': { handler: paymentsWebhook, verifyJwt: false, sendsEmail: false },
  'newsletter-confirmation': { handler: newsletterConfirmation, verifyJwt: true, sendsEmail: true },
  'confirm-newsletter': { handler: confirmNewsletter, verifyJwt: true, sendsEmail: false },
  'test-resend-email': { handler: testResendEmail, verifyJwt: true, sendsEmail: false },
  'export-account-data': { handler: exportAccountData, verifyJwt: true, sendsEmail: false },
  'delete-account': { handler: deleteAccount, verifyJwt: true, sendsEmail: false },
  'remove-pictures': { handler: removePictures, verifyJwt: true, sendsEmail: false },
};
