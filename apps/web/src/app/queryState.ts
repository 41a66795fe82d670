import type { DehydratedState } from '@tanstack/react-query';

/** The id of the page's JSON block holding the query cache the server rendered the page with. */
export const QUERY_STATE_ELEMENT_ID = 'quizcoop-query-state';

/**
 * JSON that cannot end the element it sits in: `<`, `>` and `&` become escapes, and so do the two line
 * separators that some parsers treat as line ends.
 */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The data block that carries a rendered page's query cache to the app; a data block runs nothing. */
export function queryStateBlock(state: DehydratedState): string {
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${jsonForHtml(state)}</script>`;
}

/**
 * The query cache the page was rendered with, so the app takes the page over with the same data; none when
 * the page carries none or it cannot be read (the app then fetches as usual).
 */
export function readQueryState(page: Pick<Document, 'getElementById'>): DehydratedState | undefined {
  const text = page.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as unknown;
    return typeof state === 'object' && state !== null && Array.isArray((state as DehydratedState).queries)
      ? (state as DehydratedState)
      : undefined;
  } catch {
    return undefined;
  }
}
