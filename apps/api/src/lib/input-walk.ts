/** Where a string sits in parsed input: object keys and array indexes from the root. */
export type InputPath = ReadonlyArray<string | number>;

export interface FoundString {
  path: InputPath;
  text: string;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === 'object';
}

/**
 * The first string of parsed input (a value, or an object's key) that `isHit` accepts, with its
 * path. Subtrees under a key that `skipKey` accepts are not visited. Iterative: however deep a
 * hostile body nests, the walk costs heap, never stack (RELIABILITY IN-01).
 */
export function findString(
  input: unknown,
  isHit: (text: string) => boolean,
  skipKey: (key: string) => boolean = () => false,
): FoundString | undefined {
  const pending: Array<{ value: unknown; path: InputPath }> = [{ value: input, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (isHit(value)) return { path, text: value };
      continue;
    }
    if (!isContainer(value)) continue;
    const entries: Array<[string | number, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    // Reversed onto the stack, so fields are visited in the order the client sent them.
    for (const [key, child] of entries.reverse()) {
      if (typeof key === 'string') {
        if (isHit(key)) return { path: [...path, key], text: key };
        if (skipKey(key)) continue;
      }
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * Replaces, in place, every string of parsed input (values and object keys) by `fix(string)`;
 * returns the input (a new string when the input itself is one). Iterative, like `findString`.
 */
export function fixStrings(input: unknown, fix: (text: string) => string): unknown {
  if (typeof input === 'string') return fix(input);
  const pending: unknown[] = [input];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (!isContainer(value)) continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'string') value[index] = fix(item);
        else pending.push(item);
      });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const fixedKey = fix(key);
      const fixedChild = typeof child === 'string' ? fix(child) : child;
      if (fixedKey !== key) Reflect.deleteProperty(value, key);
      value[fixedKey] = fixedChild;
      if (typeof child !== 'string') pending.push(child);
    }
  }
  return input;
}
