/** The stored cookie consent; necessary cookies are always allowed, since the site cannot work without them. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
}

export type OptionalCookieCategory = 'analytics' | 'preferences' | 'marketing';

export const rejectAllCookies: CookieConsent = {
  necessary: true,
  analytics: false,
  preferences: false,
  marketing: false,
};

export const acceptAllCookies: CookieConsent = {
  necessary: true,
  analytics: true,
  preferences: true,
  marketing: true,
};
