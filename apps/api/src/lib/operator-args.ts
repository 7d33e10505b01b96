import { parseArgs, type ParseArgsConfig } from 'node:util';

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
