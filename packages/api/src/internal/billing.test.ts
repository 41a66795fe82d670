import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSubscriptionBilling, openCustomerPortal } from './billing';
import { createCheckout } from './checkout';
import { FunctionCallError } from './functions';
import { signedInClient } from './testBackend';

function post(url: string, form: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

describe('subscription billing against the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('has nothing to manage before a plan is paid for', async () => {
    const user = await server.createUser({
      email: 'billing.never@school.example',
      password: 'Chalkboard#2026',
    });
    const client = await signedInClient(server, user);
    expect(await fetchSubscriptionBilling(client, user.id)).toBeNull();
    const refusal = await openCustomerPortal(client).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FunctionCallError);
    expect(refusal).toMatchObject({
      status: 404,
      message: 'There is no subscription to manage yet. Choose a plan first.',
    });
  });

  it('opens the portal of a subscriber and reads back what was changed there', async () => {
    const user = await server.createUser({
      email: 'billing.payer@school.example',
      password: 'Chalkboard#2026',
    });
    const client = await signedInClient(server, user);
    const checkout = await createCheckout(client, 'monthly');
    expect((await post(checkout, { number: '4242424242424242', expiry: '12/40', cvc: '123' })).status).toBe(
      303,
    );
    expect(await fetchSubscriptionBilling(client, user.id)).toEqual({
      cancelAtPeriodEnd: false,
      paymentFailedAt: null,
    });

    const portal = await openCustomerPortal(client);
    expect(portal).toMatch(/\/_checkout\/portal\/ps_local_/);
    expect((await post(`${portal}/cancel`)).status).toBe(303);
    expect(await fetchSubscriptionBilling(client, user.id)).toEqual({
      cancelAtPeriodEnd: true,
      paymentFailedAt: null,
    });

    await post(`${portal}/resume`);
    await post(`${portal}/card`, { number: '4000000000000341', expiry: '12/40', cvc: '123' });
    await post(`${portal}/end-period`);
    expect(await fetchSubscriptionBilling(client, user.id)).toEqual({
      cancelAtPeriodEnd: false,
      paymentFailedAt: expect.any(String),
    });
  });
});
