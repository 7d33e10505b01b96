import type { Journal, JournalEntry } from '@croupier/journal/journal';
import type {
  CryptoAddressRecord,
  JobRecord,
  PaymentRecord,
  PayoutRecord,
  ProfileRecord,
  WebhookEventRecord,
} from './records.js';

interface Replayable {
  readonly name: string;
  replay(entry: JournalEntry): void;
}

/**
 * One kind of record in memory, journaled on every change. `uniqueKey` keeps one secondary
 * lookup (the merchant reference, the address string) without scanning.
 */
export class Collection<T extends { id: string }> implements Replayable {
  private readonly byId = new Map<string, T>();
  private readonly byKey = new Map<string, string>();

  constructor(
    readonly name: string,
    private readonly journal: () => Journal,
    private readonly uniqueKey?: (record: T) => string,
  ) {}

  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  findByKey(key: string): T | undefined {
    const id = this.byKey.get(key);
    return id === undefined ? undefined : this.byId.get(id);
  }

  values(): T[] {
    return [...this.byId.values()];
  }

  /** Stores the record's new state; callers pass a fresh object, never a mutated one. */
  put(record: T): T {
    this.journal().append({ c: this.name, v: record });
    this.apply(record);
    return record;
  }

  delete(id: string): void {
    if (!this.byId.has(id)) return;
    this.journal().append({ c: this.name, id, deleted: true });
    this.remove(id);
  }

  /** A replayed line: the journal is this provider's own file, written only by `put`. */
  replay(entry: JournalEntry): void {
    if ('v' in entry) this.apply(entry.v as T);
    else this.remove(entry.id);
  }

  private apply(record: T): void {
    this.byId.set(record.id, record);
    if (this.uniqueKey) this.byKey.set(this.uniqueKey(record), record.id);
  }

  private remove(id: string): void {
    const record = this.byId.get(id);
    if (record && this.uniqueKey) this.byKey.delete(this.uniqueKey(record));
    this.byId.delete(id);
  }
}

/** Everything the provider knows. It is its own, never in the casino's database. */
export class SandboxStore {
  private journal: Journal;
  readonly payments: Collection<PaymentRecord>;
  readonly payouts: Collection<PayoutRecord>;
  readonly profiles: Collection<ProfileRecord>;
  readonly addresses: Collection<CryptoAddressRecord>;
  readonly events: Collection<WebhookEventRecord>;
  readonly jobs: Collection<JobRecord>;

  constructor(journal: Journal) {
    this.journal = journal;
    const current = () => this.journal;
    this.payments = new Collection('payments', current, (p) => p.merchant_reference);
    this.payouts = new Collection('payouts', current, (p) => p.merchant_reference);
    this.profiles = new Collection('profiles', current);
    this.addresses = new Collection('addresses', current, (a) => a.address);
    this.events = new Collection('events', current);
    this.jobs = new Collection('jobs', current);
  }

  /** Applies one replayed journal line without writing it again. */
  replay(entry: JournalEntry): void {
    this.collections()
      .find((candidate) => candidate.name === entry.c)
      ?.replay(entry);
  }

  /** Swaps in the file journal once replay is done (replay must not append). */
  attach(journal: Journal): void {
    this.journal = journal;
  }

  close(): void {
    this.journal.close();
  }

  private collections(): Replayable[] {
    return [this.payments, this.payouts, this.profiles, this.addresses, this.events, this.jobs];
  }
}
