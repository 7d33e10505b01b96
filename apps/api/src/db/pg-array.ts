import { sql, type SQL } from 'drizzle-orm';

/**
 * PostgreSQL array literals, each sent as one parameter whatever its length: a batch of
 * hundreds of ids as `= ANY(...)` or `unnest(...)` instead of a parameter per value, which cost
 * more to build (Drizzle) and to parse (PostgreSQL) than the statement's work.
 */

/** Integer keys (serial and bigint ids, read as safe integers) as a `bigint[]` parameter. */
export function bigintArray(ids: readonly number[]): SQL {
  return sql`${integerLiteral(ids)}::bigint[]`;
}

/** Small integer keys (serial ids) as an `int[]` parameter. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${integerLiteral(ids)}::int[]`;
}

/** Strings as a `text[]` parameter, each element quoted (backslashes and quotes escaped). */
export function textArray(values: readonly string[]): SQL {
  return sql`${textLiteral(values)}::text[]`;
}

function integerLiteral(ids: readonly number[]): string {
  return `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;
}

function textLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
