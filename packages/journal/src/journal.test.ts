import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE, openJournal, type JournalEntry } from './journal.js';

describe('the journal', () => {
  it('ignores a torn last line left by a crash, and appends cleanly after it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-journal-'));
    const writer = openJournal(dir, () => {});
    writer.append({ c: 'rounds', v: { id: 'r1' } });
    writer.append({ c: 'rounds', v: { id: 'r2' } });
    writer.close();
    appendFileSync(join(dir, JOURNAL_FILE), '{"c":"rounds","v":{"id":"r3');

    const replayed: JournalEntry[] = [];
    const reopened = openJournal(dir, (entry) => replayed.push(entry));
    expect(replayed.map((entry) => ('v' in entry ? entry.v.id : entry.id))).toEqual(['r1', 'r2']);
    reopened.append({ c: 'rounds', v: { id: 'r4' } });
    reopened.close();

    const again: JournalEntry[] = [];
    openJournal(dir, (entry) => again.push(entry)).close();
    expect(again.map((entry) => ('v' in entry ? entry.v.id : entry.id))).toEqual([
      'r1',
      'r2',
      'r4',
    ]);
  });

  it('is compacted at start when most of it is history', () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-journal-'));
    const writer = openJournal(dir, () => {});
    for (let version = 1; version <= 1_500; version += 1) {
      writer.append({ c: 'jobs', v: { id: 'job_1', version } as { id: string } });
    }
    writer.append({ c: 'jobs', v: { id: 'job_2' } });
    writer.append({ c: 'jobs', id: 'job_2', deleted: true });
    writer.close();

    const replayed: JournalEntry[] = [];
    openJournal(dir, (entry) => replayed.push(entry)).close();
    expect(replayed).toHaveLength(1_502);
    const lines = readFileSync(join(dir, JOURNAL_FILE), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { c: 'jobs', v: { id: 'job_1', version: 1_500 } },
    ]);
  });
});
