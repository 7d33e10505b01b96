import { StudioError } from '../lib/studio-error.js';

/**
 * One round at a time per session: a second request while one is being decided or settled is
 * refused (409 `round_in_progress`) instead of racing the first for the balance.
 */
export class RoundLocks {
  private readonly busy = new Set<string>();

  async run<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
    if (this.busy.has(sessionId)) {
      throw new StudioError('round_in_progress', 'The previous round is still being played');
    }
    this.busy.add(sessionId);
    try {
      return await work();
    } finally {
      this.busy.delete(sessionId);
    }
  }
}
