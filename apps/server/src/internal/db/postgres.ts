import pg from 'pg';
import type {
  Database,
  NoticeListener,
  QueryResult,
  Queryable,
  Transaction,
  TransactionOptions,
} from './database';
import { executeArguments } from './execute-arguments';
import { MAX_PREPARED_PER_CONNECTION, preparedName } from './prepared-statements';
import type { TransactionSettings } from './settings';
import { settingsScript } from './settings';

const quoteOn = (connection: pg.PoolClient) => (value: string) => connection.escapeLiteral(value);

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

const RECONNECT_DELAY_MS = 1_000;

/**
 * Hears NOTIFY on one channel over a connection of its own, reconnecting when it is lost. Notices sent while
 * it was away are gone for good, so `onGap` is called whenever the connection drops: the listener must assume
 * it missed something.
 */
async function listen(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void,
): Promise<NoticeListener> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function lost(which: pg.Client): void {
    if (client !== which || stopped) return;
    client = undefined;
    onGap();
    const again = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(onGap, () => {
        retry = setTimeout(again, RECONNECT_DELAY_MS);
      });
    };
    retry = setTimeout(again, RECONNECT_DELAY_MS);
  }

  await connect();
  return {
    async close() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection that PostgreSQL closes (a restart, an administrator, a dropped test database) must not
  // bring the server down: the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();
  // The driver remembers which statements each connection has prepared; these are the names, to bound them.
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  // The statements each connection has prepared and run: a script may EXECUTE these by name.
  const executableOn = new WeakMap<pg.PoolClient, Set<string>>();

  function remember(names: WeakMap<pg.PoolClient, Set<string>>, connection: pg.PoolClient, name: string) {
    const kept = names.get(connection) ?? new Set();
    names.set(connection, kept);
    kept.add(name);
  }

  function inTransaction(connection: pg.PoolClient): Transaction {
    return {
      ...wrap(connection),
      async prepared<Row>(sql: string, params: readonly unknown[] = []) {
        const name = preparedName(sql);
        remember(preparedOn, connection, name);
        const result = await connection.query({ name, text: sql, values: params as unknown[] });
        remember(executableOn, connection, name);
        return resultOf<Row>(result);
      },
    };
  }

  async function onConnection<T>(work: (connection: pg.PoolClient) => Promise<T>): Promise<T> {
    const connection = await pool.connect();
    try {
      return await work(connection);
    } finally {
      // A connection holding too many prepared statements is closed, which frees them all; the pool opens
      // a fresh one when it needs it.
      connection.release((preparedOn.get(connection)?.size ?? 0) > MAX_PREPARED_PER_CONNECTION);
    }
  }

  async function transactionOn<T>(
    connection: pg.PoolClient,
    work: (tx: Transaction) => Promise<T>,
    options: TransactionOptions,
  ): Promise<T> {
    try {
      const begin = options.readOnly ? 'begin read only' : 'begin';
      // BEGIN and the settings travel as one script: one round trip instead of two.
      await connection.query(
        options.settings ? `${begin}; ${settingsScript(options.settings, quoteOn(connection))}` : begin,
      );
      const result = await work(inTransaction(connection));
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (work, options = {}) =>
      onConnection((connection) => transactionOn(connection, work, options)),
    readOnce: <Row>(sql: string, params: readonly unknown[], settings: TransactionSettings = {}) =>
      onConnection(async (connection) => {
        const name = preparedName(sql);
        const values = executableOn.get(connection)?.has(name)
          ? executeArguments(params, quoteOn(connection))
          : undefined;
        if (values === undefined) {
          return transactionOn(connection, (tx) => tx.prepared<Row>(sql, params), {
            readOnly: true,
            settings,
          });
        }
        const statements = [
          'begin read only',
          ...(Object.keys(settings).length ? [settingsScript(settings, quoteOn(connection))] : []),
          `execute ${name}${values}`,
          'commit',
        ];
        try {
          const results = (await connection.query(statements.join('; '))) as unknown as pg.QueryResult[];
          return resultOf<Row>(results[results.length - 2]!);
        } catch (error) {
          await connection.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    listen: (channel, onNotice, onGap) => listen(connectionString, channel, onNotice, onGap),
    load: () => ({
      kind: 'postgres',
      connections: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
