import type { RestLimits } from '../config-limits';
import { ApiError } from './errors';
import type { ReadNode } from './read';
import { isCountOnly } from './read';
import { embedRowsPageSql, rootRowsSql } from './read-sql';
import type { Params } from './sql';
import type { SizedResult, StatementResult } from './statement';

/**
 * Embedded resources one request may name in all, however shallow: each is a subquery run once per parent row,
 * so many siblings multiply the work as surely as depth does.
 */
const MAX_EMBEDS = 10;

/**
 * Embedded rows one response may hold in all, as a multiple of the maximum rows: the caps on each list still
 * let nested lists multiply, and a database that cannot interrupt a statement (PGlite) needs a bound on the
 * work itself.
 */
const EMBEDDED_ROWS_PER_MAX_ROWS = 10;

export function maxEmbeddedRows(limits: RestLimits): number {
  return limits.maxRows * EMBEDDED_ROWS_PER_MAX_ROWS;
}

/**
 * The most rows the read's embedded resources can hold by their limits alone: each level holds at most its
 * limit per parent row, or one for a to-one embed. Infinite when a level has no limit.
 */
export function embeddedRowsBound(root: ReadNode): number {
  let total = 0;
  const visit = (node: ReadNode, parentRows: number) => {
    for (const embed of node.embeds) {
      if (isCountOnly(embed.node)) continue;
      const perParent = embed.relationship.cardinality === 'one-to-many' ? (embed.node.limit ?? Infinity) : 1;
      const rows = parentRows * perParent;
      total += rows;
      visit(embed.node, rows);
    }
  };
  visit(root, root.limit ?? Infinity);
  return total;
}

/**
 * An expression counting the rows the read's embedded resources would hold, each level's rows taken exactly
 * as the read takes them. Counting stops one past the budget, so it costs at most that many rows however the
 * embeds multiply. Undefined when nothing needs counting: nothing is embedded, or the limits alone keep the
 * embedded rows within the budget (as a client that names each list's limit does), so the read is not made
 * twice.
 */
export function embeddedRowsSql(
  root: ReadNode,
  from: string,
  params: Params,
  budget: number,
): string | undefined {
  // Every parameter added must appear in the statement, so nothing is built for a read that is not counted.
  if (embeddedRowsBound(root) <= budget) return undefined;
  const chains: string[] = [];
  const visit = (node: ReadNode, joined: string) => {
    for (const embed of node.embeds) {
      if (isCountOnly(embed.node)) continue;
      const chain = `${joined} cross join lateral (${embedRowsPageSql(node, embed, params)}) ${embed.node.alias}`;
      chains.push(`select 1 from ${chain}`);
      visit(embed.node, chain);
    }
  };
  visit(root, `(${rootRowsSql(root, from, params)}) ${root.alias}`);
  return `(select count(*) from (${chains.join(' union all ')} limit ${budget + 1}) pgrst_rows)`;
}

/** Refuses an insert of more rows than the maximum before anything is written. */
export function checkInsertRows(rows: number, limits: RestLimits): void {
  if (rows <= limits.maxInsertRows) return;
  throw new ApiError(
    400,
    '54000',
    `The request inserts ${rows} rows; at most ${limits.maxInsertRows} are allowed in one request.`,
    null,
    'Send the rows in several requests.',
  );
}

/** The top level's limit: the client's, never more than the maximum, as PostgREST's db-max-rows. */
export function cappedLimit(limit: number | undefined, limits: RestLimits): number {
  return Math.min(limit ?? limits.maxRows, limits.maxRows);
}

/**
 * Refuses a select deeper or wider than the limits allow and caps every embedded list at the maximum number
 * of rows, so no statement can grow with the product of the tables' sizes.
 */
export function boundEmbeds(root: ReadNode, limits: RestLimits): void {
  let embeds = 0;
  const visit = (node: ReadNode, depth: number) => {
    for (const embed of node.embeds) {
      embeds += 1;
      if (depth + 1 > limits.maxEmbedDepth) {
        throw new ApiError(
          400,
          'PGRST100',
          `The select parameter embeds resources more than ${limits.maxEmbedDepth} levels deep; at most ${limits.maxEmbedDepth} are allowed.`,
          null,
          'Fetch the deeper resources in a request of their own.',
        );
      }
      if (embeds > MAX_EMBEDS) {
        throw new ApiError(
          400,
          'PGRST100',
          `The select parameter embeds more than ${MAX_EMBEDS} resources; at most ${MAX_EMBEDS} are allowed in one request.`,
          null,
          'Fetch some of the embedded resources in a request of their own.',
        );
      }
      if (embed.relationship.cardinality === 'one-to-many') {
        embed.node.limit = cappedLimit(embed.node.limit, limits);
      }
      visit(embed.node, depth + 1);
    }
  };
  visit(root, 0);
}

/**
 * The final select of a statement whose last step is `pgrst_answer`: a body larger than the cap is left out
 * inside the database, so it never crosses to the server, and its size is returned instead.
 */
export function answerSql(maxResponseBytes: number, countsEmbedded = false, countsInserted = false): string {
  return (
    `select total, page, case when octet_length(body) <= ${maxResponseBytes} then body end as body, ` +
    `octet_length(body) as bytes, ${countsEmbedded ? 'embedded' : 'null::int8 as embedded'}, ` +
    `${countsInserted ? 'inserted' : 'null::int4 as inserted'} from pgrst_answer`
  );
}

/** The statement's result, or a 400 when its embedded rows were over budget or its body larger than the cap. */
export function checkedResult(result: SizedResult, limits: RestLimits): StatementResult {
  const budget = maxEmbeddedRows(limits);
  if (result.embedded !== null && result.embedded > budget) {
    throw new ApiError(
      400,
      '54000',
      `The embedded resources would hold more than ${budget} rows.`,
      null,
      'Ask for fewer or narrower embedded resources, or fetch them in requests of their own.',
    );
  }
  if (result.bytes !== null && result.bytes > limits.maxResponseBytes) {
    throw new ApiError(
      400,
      '54000',
      `The response would be larger than ${limits.maxResponseBytes} bytes.`,
      `It would be ${result.bytes} bytes.`,
      'Ask for fewer rows, columns or embedded resources, or page through them with limit and offset.',
    );
  }
  return { total: result.total, page: result.page, body: result.body, inserted: result.inserted };
}
