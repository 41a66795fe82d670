import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { citext } from '@electric-sql/pglite/contrib/citext';
let t = Date.now();
const db = new PGlite({ extensions: { pgcrypto, citext } });
await db.waitReady;
console.log('init', Date.now() - t, 'ms', (process.memoryUsage().rss / 1e6) | 0, 'MB');
t = Date.now();
await db.exec(
  `create role anon nologin; create table t(id int, owner text); alter table t enable row level security; grant all on t to anon; create policy p on t for select to anon using (owner = current_setting('request.jwt.claims', true)::jsonb->>'sub'); insert into t values (1,'a'),(2,'b'); create extension pgcrypto; create extension citext;`,
);
const r = await db.transaction(async (tx) => {
  await tx.query(
    `select set_config('role','anon',true), set_config('request.jwt.claims','{"sub":"a"}',true)`,
  );
  return tx.query('select * from t');
});
console.log(r.rows, Date.now() - t);
console.log(
  (
    await db.query(
      `select gen_random_bytes(4) b, 'A'::citext = 'a' as eq, 1::int8 as big, now() as ts, '{"a":1}'::jsonb as j`,
    )
  ).rows,
);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump, extensions: { pgcrypto, citext } });
await db2.waitReady;
console.log('load', Date.now() - t, (await db2.query('select count(*) from t')).rows);
