import pg from 'pg';
import type { Database, Queryable } from './database';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query(sql, params = []) {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0) };
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
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work, options = {}) {
      const connection = await pool.connect();
      try {
        await connection.query(options.readOnly ? 'begin read only' : 'begin');
        const result = await work(wrap(connection));
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
