import { createHash } from 'node:crypto';

/**
 * Statements one connection keeps prepared before it starts over: each holds a plan in PostgreSQL's memory, and
 * a client that varies its requests' shapes must not grow that without end.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;

/** The name a statement is prepared under: the same text always gets the same name on every connection. */
export function preparedName(sql: string): string {
  return `quizcoop_${createHash('sha256').update(sql).digest('hex').slice(0, 40)}`;
}
