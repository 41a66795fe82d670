import type { Database, Queryable, TransactionOptions } from './database';

/**
 * The database with `onWrite` called as anything that may write starts and again once it has finished: every
 * query and script outside a transaction and every transaction that is not read-only. The server uses this
 * one handle everywhere, so no route can write without being seen. `announce`, when given, is awaited after
 * each successful write, before its caller goes on.
 */
export function watchWrites<D extends Database>(
  database: D,
  onWrite: () => void,
  announce?: () => Promise<void>,
): D {
  async function watched<T>(work: () => Promise<T>): Promise<T> {
    onWrite();
    let result: T;
    try {
      result = await work();
    } finally {
      onWrite();
    }
    if (announce) await announce();
    return result;
  }
  return {
    ...database,
    query: <Row>(sql: string, params?: readonly unknown[]) => watched(() => database.query<Row>(sql, params)),
    exec: (sql: string) => watched(() => database.exec(sql)),
    transaction: <T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) =>
      options.readOnly
        ? database.transaction(work, options)
        : watched(() => database.transaction(work, options)),
  };
}
