import pg from 'pg';
import type { Database, QueryResult, Queryable, Transaction } from './database';
import { MAX_PREPARED_PER_CONNECTION, preparedName } from './prepared-statements';
import { settingsScript } from './settings';

function resultOf<Row>(result: pg.QueryResult): QueryResult<Row> {
  return { rows: result.rows as Row[], rowCount: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0) };
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return resultOf<Row>(await target.query(sql, params as unknown[]));
    },
    async exec(sql) {
      await target.query(sql);
    },
  };
}

// Both drivers hand back the same JavaScript values: bigint columns as numbers, as PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection that PostgreSQL closes (a restart, an administrator, a dropped test database) must not
  // bring the server down: the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();
  // The driver remembers which statements each connection has prepared; these are the names, to bound them.
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

  function inTransaction(connection: pg.PoolClient): Transaction {
    return {
      ...wrap(connection),
      async prepared<Row>(sql: string, params: readonly unknown[] = []) {
        const name = preparedName(sql);
        const names = preparedOn.get(connection) ?? new Set();
        preparedOn.set(connection, names);
        names.add(name);
        return resultOf<Row>(await connection.query({ name, text: sql, values: params as unknown[] }));
      },
    };
  }

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work, options = {}) {
      const connection = await pool.connect();
      try {
        const begin = options.readOnly ? 'begin read only' : 'begin';
        // BEGIN and the settings travel as one script: one round trip instead of two.
        await connection.query(
          options.settings
            ? `${begin}; ${settingsScript(options.settings, (value) => connection.escapeLiteral(value))}`
            : begin,
        );
        const result = await work(inTransaction(connection));
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        // A connection holding too many prepared statements is closed, which frees them all; the pool opens
        // a fresh one when it needs it.
        connection.release((preparedOn.get(connection)?.size ?? 0) > MAX_PREPARED_PER_CONNECTION);
      }
    },
    close: () => pool.end(),
  };
}
