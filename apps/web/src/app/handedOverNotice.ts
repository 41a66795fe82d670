/** Where a notice waits for the next page: kept for this tab only, and taken by the first page that shows it. */
const HANDED_OVER_NOTICE_KEY = 'quizcoop:handed-over-notice';

/** Said when a press needs a signed-in teacher and the visitor is sent to sign in. */
export const SIGN_IN_NEEDED_NOTICE = 'Please log in to continue';

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Leaves for `path` with a notice for the page there to show. A static page has no toasts of its own to say
 * it with, and the browser leaves it at once.
 */
export function leaveWithNotice(
  path: string,
  notice: string,
  storage: NoticeStorage = window.sessionStorage,
) {
  storage.setItem(HANDED_OVER_NOTICE_KEY, notice);
  window.location.assign(path);
}

/** The notice a page left for this one, once: taking it removes it. */
export function takeHandedOverNotice(storage: NoticeStorage = window.sessionStorage): string | null {
  const notice = storage.getItem(HANDED_OVER_NOTICE_KEY);
  if (notice !== null) storage.removeItem(HANDED_OVER_NOTICE_KEY);
  return notice;
}
