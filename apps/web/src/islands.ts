// The script of the static pages (the landing page, pricing, the information pages), run in place of the app.
// Most presses there either store a choice or load another page, which needs no React; the islands that do
// (the account menu, the newsletter form, the cookie settings, the plans of a signed-in teacher) load it only
// when they are needed. It imports only the app's own small modules, never a package's index, so that what
// it shares with the app stays a small chunk of its own (see vite.config.ts).
import { APP_READY_EVENT } from './app/appReady';
import { allOptionalCookies, writeCookieConsent } from './app/cookies';
import { SIGN_IN_NEEDED_NOTICE, leaveWithNotice } from './app/handedOverNotice';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './app/offline/serviceWorkerScript';
import { whenIdle } from './app/whenIdle';
import type { IslandName } from './islands/markers';
import { ISLAND_ATTRIBUTE, ISLANDS, PLAN_ATTRIBUTE, SESSION_STORED_ATTRIBUTE } from './islands/markers';

const live = () => import('./islands/liveIslands');

function islandsNamed(page: Document, name: IslandName): HTMLElement[] {
  return [...page.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)];
}

function sessionStored(page: Document): boolean {
  return page.documentElement.hasAttribute(SESSION_STORED_ATTRIBUTE);
}

function reportFailure(what: string) {
  return (error: unknown) => console.error(`${what} could not be loaded:`, error);
}

/**
 * The logo's picture shows once loaded: the page was drawn with its placeholder over it, as the picture had not
 * arrived, and the state the logo's component would keep is kept here.
 */
function showLoadedLogos(page: Document) {
  for (const image of page.querySelectorAll<HTMLImageElement>('img[data-state="loading"]')) {
    const settle = () => {
      const state = image.naturalWidth > 0 ? 'loaded' : 'error';
      for (const element of [image, image.parentElement]) element?.setAttribute('data-state', state);
      if (state === 'loaded') image.previousElementSibling?.remove();
    };
    if (image.complete) settle();
    else {
      image.addEventListener('load', settle, { once: true });
      image.addEventListener('error', settle, { once: true });
    }
  }
}

/**
 * The cookie banner's buttons, in the order it draws them: Customize, Reject All, Accept All. A choice is stored
 * as the app stores it, and the banner goes (the head script hides it on a later visit).
 */
function answerCookieBanner(page: Document) {
  for (const banner of islandsNamed(page, ISLANDS.cookieBanner)) {
    const [customize, rejectAll, acceptAll] = banner.querySelectorAll('button');
    customize?.addEventListener('click', () => {
      live()
        .then((islands) => islands.openCookieSettings())
        .catch(reportFailure('The cookie settings'));
    });
    for (const [button, allowed] of [
      [rejectAll, false],
      [acceptAll, true],
    ] as const)
      button?.addEventListener('click', () => {
        writeCookieConsent(window.localStorage, allOptionalCookies(allowed));
        banner.remove();
      });
  }
  // The privacy policy's 'Cookie Settings', drawn disabled until a script answers it.
  for (const button of islandsNamed(page, ISLANDS.cookieSettings)) {
    if (button instanceof HTMLButtonElement) button.disabled = false;
    button.addEventListener('click', () => {
      live()
        .then((islands) => islands.openCookieSettings())
        .catch(reportFailure('The cookie settings'));
    });
  }
}

/** 'Start Playing' and 'Upgrade' need a signed-in teacher: a visitor is sent to sign in, and told why. */
function sendVisitorsToSignIn(page: Document, button: HTMLElement, signedIn: () => void) {
  button.addEventListener('click', () => {
    if (sessionStored(page)) signedIn();
    else leaveWithNotice('/auth', SIGN_IN_NEEDED_NOTICE);
  });
}

/**
 * Mounts a React island in place of its static markup once `trigger` fires (or at once when asked by the
 * returned function). Presses on its buttons meanwhile are held and pressed again on the island, and a form
 * sent meanwhile is sent from it; focus moves to the island's counterpart of the element that had it.
 */
function comesAlive(island: HTMLElement, mount: () => Promise<void>): () => Promise<void> {
  let mounting: Promise<void> | undefined;
  const controls = () => [...island.querySelectorAll<HTMLElement>('input, button, a, select, textarea')];
  const alive = () => {
    if (mounting) return mounting;
    const focused = controls().indexOf(document.activeElement as HTMLElement);
    mounting = mount().then(
      () => {
        island.removeEventListener('click', holdPress, true);
        island.removeEventListener('submit', holdSubmit, true);
        if (focused >= 0) controls()[focused]?.focus();
      },
      (error: unknown) => {
        mounting = undefined;
        throw error;
      },
    );
    return mounting;
  };
  function holdPress(event: Event) {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    const index = [...island.querySelectorAll('button')].indexOf(button);
    alive().then(() => island.querySelectorAll('button')[index]?.click(), reportFailure('The page'));
  }
  function holdSubmit(event: Event) {
    event.preventDefault();
    alive().then(() => island.querySelector('form')?.requestSubmit(), reportFailure('The form'));
  }
  island.addEventListener('click', holdPress, true);
  island.addEventListener('submit', holdSubmit, true);
  return alive;
}

function startPlaying(page: Document) {
  for (const button of islandsNamed(page, ISLANDS.startPlaying))
    sendVisitorsToSignIn(page, button, () => window.location.assign('/game'));
}

/** The pricing plans: a signed-in teacher's come alive (their premium, the checkout) once the page is idle. */
function pricing(page: Document) {
  for (const island of islandsNamed(page, ISLANDS.pricing)) {
    if (!sessionStored(page)) {
      for (const button of island.querySelectorAll<HTMLElement>(`[${PLAN_ATTRIBUTE}]`))
        sendVisitorsToSignIn(page, button, () => undefined);
      continue;
    }
    const alive = comesAlive(island, () => live().then((islands) => islands.mountPricing(island)));
    whenIdle(() => void alive().catch(reportFailure('The pricing plans')), 2000);
  }
}

/** The account menu of a teacher whose browser keeps a session, once the page is idle. */
function account(page: Document) {
  if (!sessionStored(page)) return;
  for (const island of islandsNamed(page, ISLANDS.account)) {
    const alive = comesAlive(island, () => live().then((islands) => islands.mountAccount(island)));
    whenIdle(() => void alive().catch(reportFailure('The account menu')), 2000);
  }
}

/** The newsletter form comes alive when the visitor first comes to it, keeping what they typed meanwhile. */
function newsletter(page: Document) {
  for (const island of islandsNamed(page, ISLANDS.newsletter)) {
    const alive = comesAlive(island, () =>
      live().then((islands) =>
        islands.mountNewsletter(
          island,
          island.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '',
        ),
      ),
    );
    const start = () => void alive().catch(reportFailure('The newsletter form'));
    island.addEventListener('focusin', start, { once: true });
    island.addEventListener('pointerdown', start, { once: true });
  }
}

/**
 * The service worker keeps the app for use offline; it registers once the page has been idle a while. (The app's
 * pages follow its updates too, to offer a reload; a static page has nothing a reload would save.)
 */
function offlineSupport() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch(reportFailure('The offline copy of the app'));
  }, 5000);
}

showLoadedLogos(document);
answerCookieBanner(document);
startPlaying(document);
pricing(document);
account(document);
newsletter(document);
offlineSupport();
document.dispatchEvent(new Event(APP_READY_EVENT));
