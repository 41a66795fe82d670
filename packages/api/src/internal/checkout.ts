import type { PremiumPlan } from '@quizcoop/contract';
import type { BackendClient } from './client';
import { invokeFunction } from './functions';

/** Opens a checkout for a plan and returns the address of its payment page. */
export async function createCheckout(client: BackendClient, plan: PremiumPlan): Promise<string> {
  const { url } = await invokeFunction<{ url: string }>(client, 'create-checkout', { plan });
  return url;
}
