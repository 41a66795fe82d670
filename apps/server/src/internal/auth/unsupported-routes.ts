import type { Hono } from 'hono';
import { AuthError } from './errors';
import type { AuthKit } from './kit';
import type { RouteContext, ServerEnv } from '../http/env';

// Sign-in methods the embedded server deliberately does not offer (they need an outside identity provider),
// refused with the errors GoTrue gives when a project has them turned off, so clients report them plainly.

const samlDisabled = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

/** GoTrue's refusal of a token grant for a provider that is turned off, or undefined for the other grants. */
export function disabledGrant(grantType: string | undefined, provider: unknown): AuthError | undefined {
  if (grantType === 'web3') return new AuthError(400, 'web3_provider_disabled', 'Web3 provider is disabled');
  if (grantType === 'id_token') {
    const name = typeof provider === 'string' && provider.length <= 64 ? provider : 'unknown';
    return new AuthError(400, 'provider_disabled', `Provider (issuer "${name}") is not enabled`);
  }
  return undefined;
}

export function registerUnsupportedRoutes(routes: Hono<ServerEnv>, kit: AuthKit): void {
  routes.all('/sso', () => {
    throw samlDisabled();
  });
  routes.all('/sso/*', () => {
    throw samlDisabled();
  });

  // Linking another provider's identity needs an OAuth provider; GoTrue answers this while manual linking is off.
  const manualLinkingDisabled = async (c: RouteContext) => {
    await kit.authenticate(c);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  };
  routes.get('/user/identities/authorize', manualLinkingDisabled);
  routes.delete('/user/identities/:id', manualLinkingDisabled);
}
