/** Something fetched once, such as a chunk of code, and what it gave once it has arrived. */
export interface LoadOnce<Value> {
  /** Fetches it once; a failed fetch is forgotten, so the next call tries again. */
  load: () => Promise<Value>;
  /** What the fetch gave, once it has. */
  current: () => Value | undefined;
}

export function loadOnce<Value>(fetch: () => Promise<Value>): LoadOnce<Value> {
  let pending: Promise<Value> | undefined;
  let loaded: Value | undefined;
  return {
    load: () =>
      (pending ??= fetch().then(
        (value) => (loaded = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}
