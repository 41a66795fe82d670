import { buttonClassName } from '@quizcoop/ui';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { ISLANDS, SIGNED_OUT_ONLY_ATTRIBUTE, islandAttributes } from './markers';

const StaticPageContext = createContext(false);

/** Says to the components inside that they are rendered into a static page, which the app never takes over. */
export function StaticPageProvider({ children }: { children: ReactNode }) {
  return <StaticPageContext.Provider value>{children}</StaticPageContext.Provider>;
}

/** True while a static page is rendered: its islands draw what their code will find there. */
export function useIsStaticPage(): boolean {
  return useContext(StaticPageContext);
}

/**
 * The header's account area on a static page: 'Sign in', hidden from the first frame when a session is stored;
 * the islands' script then puts the account menu in its place.
 */
export function StaticAccountArea() {
  return (
    <span {...islandAttributes(ISLANDS.account)}>
      <a
        href="/auth"
        className={buttonClassName({ variant: 'secondary' })}
        {...{ [SIGNED_OUT_ONLY_ATTRIBUTE]: '' }}
      >
        Sign in
      </a>
    </span>
  );
}
