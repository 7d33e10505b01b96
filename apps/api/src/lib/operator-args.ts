import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * An operator command's arguments (`npm run lotteries -- show x --file y`): positionals and the
 * command's options; an unknown or malformed option is refused through `refuse` (the command's
 * usage error), never thrown as node's own error.
 */
export function operatorArgs<const O extends Options>(
  argv: readonly string[],
  options: O,
  refuse: (problem: string) => Error,
) {
  try {
    return parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: O }>({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options,
    });
  } catch (error) {
    throw refuse((error as Error).message);
  }
}

/** A whole-number option or argument from `min` to `max`, or `refuse`'s error naming it. */
export function wholeNumberArg(
  text: string | undefined,
  name: string,
  range: { min: number; max: number },
  refuse: (problem: string) => Error,
): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || value < range.min || value > range.max) {
    throw refuse(`${name} must be a whole number from ${range.min} to ${range.max}`);
  }
  return value;
}

/**
 * The JSON file an operator command creates something from, checked with `schema`; a missing,
 * unreadable or invalid file is `refuse`'s error saying what is wrong.
 */
export async function readJsonSpec<S extends z.ZodType>(
  file: string | undefined,
  schema: S,
  refuse: (problem: string) => Error,
  missing = 'a JSON file is needed',
): Promise<z.infer<S>> {
  if (!file) throw refuse(missing);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw refuse(`cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw refuse(z.prettifyError(parsed.error));
  return parsed.data;
}
