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

/** A value still to visit, with the link to its parent: a path is built only for a hit. */
interface Pending {
  value: unknown;
  key: string | number | undefined;
  parent: Pending | undefined;
}

function pathOf(node: Pending, last?: string): InputPath {
  const path: Array<string | number> = last === undefined ? [] : [last];
  for (let at: Pending | undefined = node; at?.key !== undefined; at = at.parent) {
    path.unshift(at.key);
  }
  return path;
}

/**
 * The first string of parsed input (a value, or an object's key) that `isHit` accepts, with its
 * path. Subtrees under a key that `skipKey` accepts are not visited. Iterative: however deep a
 * hostile body nests, the walk costs heap, never stack (RELIABILITY IN-01). It runs on every
 * request (card-number and storable-text guards), so nothing is allocated per string but the
 * stack entry; the path is put together only for the string found.
 */
export function findString(
  input: unknown,
  isHit: (text: string) => boolean,
  skipKey: (key: string) => boolean = () => false,
): FoundString | undefined {
  const pending: Pending[] = [{ value: input, key: undefined, parent: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      if (isHit(value)) return { path: pathOf(next), text: value };
      continue;
    }
    if (!isContainer(value)) continue;
    // Pushed in reverse, so fields are visited in the order the client sent them.
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], key: index, parent: next });
      }
      continue;
    }
    const keys = Object.keys(value);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      if (isHit(key)) return { path: pathOf(next, key), text: key };
      if (skipKey(key)) continue;
      pending.push({ value: value[key], key, parent: next });
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
