import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from './database';
import { watchWrites } from './write-watch';

/** Records what reached the database, in order with the notices of writes around it. */
function recordingDatabase(events: string[]): Database {
  const queryable: Queryable = {
    async query(sql) {
      events.push(sql);
      return { rows: [], rowCount: 0 };
    },
    async exec(sql) {
      events.push(sql);
    },
  };
  const database: Database = {
    kind: 'pglite',
    ...queryable,
    async transaction(work, options = {}) {
      events.push(options.readOnly ? 'begin read only' : 'begin');
      const result = await work({ ...queryable, prepared: queryable.query });
      events.push('commit');
      return result;
    },
    readOnce: (sql, params) => database.transaction((tx) => tx.query(sql, params), { readOnly: true }),
    load: () => ({ kind: 'pglite', pending: 0 }),
    close: async () => undefined,
  };
  return database;
}

describe('watchWrites', () => {
  it('announces every statement and every writing transaction before it starts and after it ends', async () => {
    const events: string[] = [];
    const database = watchWrites(recordingDatabase(events), () => events.push('write'));
    await database.query('insert into t values (1)');
    await database.exec('update t set x = 2');
    await database.transaction((tx) => tx.query('delete from t'));
    expect(events).toEqual([
      'write',
      'insert into t values (1)',
      'write',
      'write',
      'update t set x = 2',
      'write',
      'write',
      'begin',
      'delete from t',
      'commit',
      'write',
    ]);
  });

  it('lets read-only transactions through unannounced', async () => {
    const events: string[] = [];
    const database = watchWrites(recordingDatabase(events), () => events.push('write'));
    await database.transaction((tx) => tx.query('select 1'), { readOnly: true });
    expect(events).toEqual(['begin read only', 'select 1', 'commit']);
  });

  it('announces the end of a write that failed, since it may have changed something first', async () => {
    const events: string[] = [];
    const database = watchWrites(recordingDatabase(events), () => events.push('write'));
    await expect(database.transaction(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(events).toEqual(['write', 'begin', 'write']);
  });
});
