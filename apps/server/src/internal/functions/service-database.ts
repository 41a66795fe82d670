import type {
  FunctionDatabase,
  FunctionQueryable,
} from '../../../../../supabase/functions/_shared/context.ts';
import type { Database, Queryable } from '../db/database';
import { actAs } from '../db/request-role';

const SERVICE_CLAIMS = { role: 'service_role' };

function asFunctionQueryable(tx: Queryable): FunctionQueryable {
  return { query: (sql, params) => tx.query(sql, params) };
}

/**
 * The database as function handlers get it on Supabase: every statement runs as the service role, which
 * bypasses row-level security but has only the privileges Supabase gives that role.
 */
export function serviceDatabase(database: Database): FunctionDatabase {
  const transaction = <T>(work: (tx: FunctionQueryable) => Promise<T>) =>
    database.transaction(async (tx) => {
      await actAs(tx, 'service_role', SERVICE_CLAIMS);
      return work(asFunctionQueryable(tx));
    });
  return {
    query: (sql, params) => transaction((tx) => tx.query(sql, params)),
    transaction,
  };
}
