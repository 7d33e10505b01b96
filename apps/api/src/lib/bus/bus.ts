/**
 * Fan-out between api instances (DESIGN.md §2, §8): real-time messages and cache busting.
 * In-process by default; Redis pub/sub when `REDIS_URL` is set.
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
