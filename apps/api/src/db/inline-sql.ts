/**
 * SQL text with its values written in as literals, for the simple-query protocol: it carries
 * several statements in one message (one round trip) but no parameters. Only the hot paths
 * that fold BEGIN or COMMIT into a statement use it (`DatabaseHandle.inMessages`); everything
 * else keeps bound parameters.
 *
 * Strings are quoted the way libpq's `PQescapeLiteral` does (quotes doubled; with a backslash,
 * the E'' form with backslashes doubled), so the text is safe whatever
 * `standard_conforming_strings` says. A NUL cannot be stored in PostgreSQL text and would end
 * the message's string early: it is refused here.
 */
import type { SQL } from 'drizzle-orm';

/** A statement built with Drizzle's `sql`, for modules that build one without running it. */
export type Statement = SQL;
import { PgDialect } from 'drizzle-orm/pg-core';

export type InlineValue = string | number | boolean | null | Date;

export class UnstorableValue extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnstorableValue';
  }
}

/** SQL text already made safe (by this module or as a constant). */
export class Raw {
  constructor(readonly text: string) {}
}

export function literal(value: InlineValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new UnstorableValue(`${value} is not a finite number`);
    // Parenthesised so a negative literal never merges with a preceding operator (`1 -` `-1`).
    return value < 0 ? `(${String(value)})` : String(value);
  }
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  if (typeof value !== 'string') throw new UnstorableValue(`no literal for a ${typeof value}`);
  if (value.includes('\0')) throw new UnstorableValue('text holds a NUL character');
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** A JSON document as a `jsonb` literal (one value for a whole batch of rows). */
export function jsonLiteral(value: unknown): Raw {
  return new Raw(`${literal(JSON.stringify(value))}::jsonb`);
}

/**
 * `inline\`SELECT ... WHERE id = ${id}\`` → SQL text with each value as a literal. A value
 * wrapped in `raw(...)` is written as is (a fragment built by this module or a constant).
 */
export function inline(strings: TemplateStringsArray, ...values: (InlineValue | Raw)[]): string {
  let text = strings[0] ?? '';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as InlineValue | Raw;
    text += value instanceof Raw ? value.text : literal(value);
    text += strings[index + 1] ?? '';
  }
  return text;
}

/** Marks SQL text already made safe (by `inline`, `literal` or a constant) for `inline`. */
export const raw = (text: string): Raw => new Raw(text);

/**
 * A statement that fails its message with `sqlstate` unless `condition` (SQL made safe by
 * `inline` or built from numbers) is true: a check sent before a COMMIT in the same message.
 * `guard_holds` (migration 0013) is compiled once per session, where a `DO` block would be
 * compiled on every message.
 */
export function guardHolds(condition: string, sqlstate: string, message: string): string {
  return `SELECT guard_holds(${condition}, ${literal(sqlstate)}, ${literal(message)})`;
}

const dialect = new PgDialect();
type ToQueryConfig = Parameters<SQL['toQuery']>[0];

/**
 * A Drizzle `sql` statement as text with its values inlined, so a statement written for bound
 * parameters (a repository's) can travel in a message with others. Each value must be one
 * `literal` knows: anything else throws rather than guess a representation.
 */
export function inlineQuery(query: SQL): string {
  const name = statementNames.get(query);
  if (name !== undefined) return inlineExecute(name, query);
  const config: ToQueryConfig = {
    casing: (dialect as unknown as { casing: ToQueryConfig['casing'] }).casing,
    escapeName: (name) => dialect.escapeName(name),
    escapeParam: (_index, value) => literal(value as InlineValue),
    escapeString: (text) => literal(text),
  };
  return query.toQuery(config).sql;
}

/**
 * Statements of a fixed shape that a message sends as `EXECUTE name(values)`: the connection
 * prepares each once (`PREPARE name AS ...`, see `preparedStatements`) and PostgreSQL keeps its
 * plan, where a statement sent as text is planned again on every message (the booking's five
 * CTEs spent ~0.9 ms planning beside ~1.5 ms executing). The shape must not depend on the
 * values (no IN list of varying length: an array parameter); each placeholder needs a type
 * PostgreSQL can infer, a cast where the context gives none.
 */
const statementNames = new WeakMap<SQL, string>();
const definitions = new Map<string, string>();

/** Marks a Drizzle statement as the named prepared statement `name` when `inlineQuery` renders it. */
export function named(name: string, query: SQL): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${name} is not a statement name`);
  statementNames.set(query, name);
  return query;
}

function inlineExecute(name: string, query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const known = definitions.get(name);
  if (known === undefined) definitions.set(name, text);
  else if (known !== text) throw new Error(`statement ${name} changed its shape`);
  const values = params.map((value) => literal(value as InlineValue));
  return values.length > 0 ? `EXECUTE ${name}(${values.join(', ')})` : `EXECUTE ${name}`;
}

/**
 * The `PREPARE` text of every named statement rendered so far that `prepared` (the names a
 * connection holds) lacks, or null: what a connection runs before a message that may EXECUTE them.
 */
export function missingPreparations(prepared: ReadonlySet<string>): {
  text: string;
  names: string[];
} | null {
  const names = [...definitions.keys()].filter((name) => !prepared.has(name));
  if (names.length === 0) return null;
  return {
    names,
    text: names.map((name) => `PREPARE ${name} AS ${definitions.get(name) ?? ''}`).join(';\n'),
  };
}
