import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** One line of the journal: a record's latest state, or its removal. */
export type JournalEntry =
  { c: string; v: { id: string } } | { c: string; id: string; deleted: true };

export interface Journal {
  append(entry: JournalEntry): void;
  close(): void;
}

export const JOURNAL_FILE = 'journal.jsonl';

/**
 * Append-only JSON lines in `dir`: every change is one line written before the answer goes out,
 * so a restart replays to the same state. Lines are written synchronously: a sandbox's volume
 * is small and the order of lines is then the order of changes.
 */
export function openJournal(dir: string, onReplay: (entry: JournalEntry) => void): Journal {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, JOURNAL_FILE);
  const live = new Map<string, string>();
  let lines = 0;
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let entry: JournalEntry;
    try {
      entry = JSON.parse(line) as JournalEntry;
    } catch {
      // A crash mid-write leaves at most one torn last line; everything before it stands.
      continue;
    }
    lines += 1;
    onReplay(entry);
    const key = `${entry.c}:${'v' in entry ? entry.v.id : entry.id}`;
    if ('v' in entry) live.set(key, line);
    else live.delete(key);
  }

  // Cut a torn last line off before appending: a new line written after it would otherwise
  // join it and be unreadable at the next start.
  if (text.length > 0 && !text.endsWith('\n')) {
    truncateSync(path, Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
  }

  // Compact when most lines are history: rewrite the live records, then swap atomically.
  if (lines > 1_000 && lines > live.size * 4) {
    const compacted = join(dir, `${JOURNAL_FILE}.compact`);
    const body = [...live.values()].map((line) => `${line}\n`).join('');
    const fd = openSync(compacted, 'w');
    writeSync(fd, body);
    closeSync(fd);
    renameSync(compacted, path);
  }

  let fd: number | null = openSync(path, 'a');
  return {
    append(entry) {
      if (fd === null) throw new Error('journal is closed');
      writeSync(fd, `${JSON.stringify(entry)}\n`);
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}

/** For tests and `persist: false`: state lives only in memory. */
export const memoryJournal: Journal = { append() {}, close() {} };
