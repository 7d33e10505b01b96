import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../../config/env.js';

/**
 * Where uploaded files live (DESIGN.md §2: a directory or an S3-compatible bucket). Keys are
 * chosen by the caller from random ids, never from a client's file name; a store only checks
 * that a key stays inside it.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when no file has that key. */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** `kyc/3f0c…`: lower-case letters, digits and hyphens in `/`-separated segments. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** The directory store's root: FILES_DIR, or `files` in DATA_DIR. */
export function filesDirectory(env: Pick<Env, 'FILES_DIR' | 'DATA_DIR'>): string {
  return env.FILES_DIR ?? join(env.DATA_DIR, 'files');
}

/** A store in a local directory (the embedded default; one api instance or a shared volume). */
export function directoryFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error('file key escapes the store');
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, data, { mode: 0o600, flag: 'wx' });
      await rename(partial, path);
    },
    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
