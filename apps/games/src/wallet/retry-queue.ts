import type { FastifyBaseLogger } from 'fastify';
import type { RetryRecord } from '../store/records.js';
import type { StudioStore } from '../store/studio-store.js';
import type { WalletClient, WalletOutcome } from './wallet-client.js';

export type RetrySettled = (record: RetryRecord, outcome: WalletOutcome) => void;

/**
 * Wins and rollbacks are retried with the SAME body (same action ids) until the wallet gives a
 * definitive answer (`isDefinitiveWalletStatus`), with doubling backoff from `baseMs` to `maxMs`.
 * Each pending call is a journal record, so a restart picks the retries up where they were.
 */
export class RetryQueue {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private running = false;
  private onSettled: RetrySettled = () => {};

  constructor(
    private readonly store: StudioStore,
    private readonly wallet: WalletClient,
    private readonly options: { baseMs: number; maxMs: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Called once a retried call got its definitive answer (e.g. to settle the round). */
  onDefinitive(listener: RetrySettled): void {
    this.onSettled = listener;
  }

  /** Schedules every journaled retry (after a restart) and every later one. */
  start(): void {
    this.running = true;
    for (const record of this.store.retries.values()) this.schedule(record);
  }

  /** Stops scheduling and waits for calls under way; what is left stays journaled for next start. */
  async stop(): Promise<void> {
    this.running = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Records a call that must reach the wallet, then tries it after `delayMs`. */
  enqueue(record: Omit<RetryRecord, 'attempts' | 'next_at'>, delayMs = 0): void {
    const full: RetryRecord = { ...record, attempts: 0, next_at: Date.now() + delayMs };
    this.store.put('retry', full);
    this.schedule(full);
  }

  get pending(): number {
    return this.store.retries.size;
  }

  private schedule(record: RetryRecord): void {
    if (!this.running) return;
    clearTimeout(this.timers.get(record.id));
    const wait = Math.max(0, record.next_at - Date.now());
    const timer = setTimeout(() => this.track(record.id), wait);
    timer.unref();
    this.timers.set(record.id, timer);
  }

  private track(id: string): void {
    if (this.inFlight.has(id)) return;
    const attempt = this.attempt(id).finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, attempt);
  }

  private async attempt(id: string): Promise<void> {
    this.timers.delete(id);
    const record = this.store.retries.get(id);
    if (!record || !this.running) return;
    const outcome = await this.wallet.call(record.path, record.body);
    // Stopped meanwhile: the record stays journaled and the next start sends it again.
    if (!this.running || !this.store.retries.has(id)) return;
    if (outcome.kind === 'unanswered') {
      const attempts = record.attempts + 1;
      const delay = Math.min(this.options.maxMs, this.options.baseMs * 2 ** (attempts - 1));
      const next: RetryRecord = { ...record, attempts, next_at: Date.now() + delay };
      this.log.warn({ retry: id, attempts, reason: outcome.reason }, 'wallet call unanswered');
      this.store.put('retry', next);
      this.schedule(next);
      return;
    }
    if (outcome.kind === 'refused') {
      this.log.error({ retry: id, error: outcome.error }, 'wallet refused a retried call');
    }
    this.store.remove('retry', id);
    this.onSettled(record, outcome);
  }
}
