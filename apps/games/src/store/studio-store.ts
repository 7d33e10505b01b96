import type { Journal, JournalEntry } from '@croupier/journal/journal';
import { memoryJournal } from '@croupier/journal/journal';
import type { FreespinIssueRecord, RetryRecord, RoundRecord, SessionRecord } from './records.js';

type Collections = {
  session: SessionRecord;
  round: RoundRecord;
  retry: RetryRecord;
  freespins: FreespinIssueRecord;
};
type Collection = keyof Collections;

/**
 * The studio's state in memory, every change journaled before the answer goes out so a restart
 * (which replays the journal) continues where it stopped: open sessions, the rounds and their
 * outcomes (GF-03), the wallet calls still being retried, and the casino's free-spin issues.
 */
export class StudioStore {
  readonly sessions = new Map<string, SessionRecord>();
  readonly rounds = new Map<string, RoundRecord>();
  readonly retries = new Map<string, RetryRecord>();
  readonly freespins = new Map<string, FreespinIssueRecord>();
  private journal: Journal;

  constructor(journal: Journal = memoryJournal) {
    this.journal = journal;
  }

  /** Switches to the real journal once it has been replayed into this store. */
  attach(journal: Journal): void {
    this.journal = journal;
  }

  replay(entry: JournalEntry): void {
    const map = this.mapOf(entry.c as Collection);
    if (!map) return;
    if ('v' in entry) map.set(entry.v.id, entry.v as never);
    else map.delete(entry.id);
  }

  put<C extends Collection>(collection: C, record: Collections[C]): void {
    (this.mapOf(collection) as Map<string, Collections[C]>).set(record.id, record);
    this.journal.append({ c: collection, v: record });
  }

  remove(collection: Collection, id: string): void {
    this.mapOf(collection)?.delete(id);
    this.journal.append({ c: collection, id, deleted: true });
  }

  /** After this, changes stay in memory only (work finishing during shutdown must not throw). */
  close(): void {
    this.journal.close();
    this.journal = memoryJournal;
  }

  private mapOf(collection: Collection): Map<string, Collections[Collection]> | undefined {
    switch (collection) {
      case 'session':
        return this.sessions;
      case 'round':
        return this.rounds;
      case 'retry':
        return this.retries;
      case 'freespins':
        return this.freespins;
      default:
        return undefined;
    }
  }
}
