import type { Database } from '../../db/client.js';
import { tournamentGiftTemplatesSeed, tournamentsSeed } from '../brand/seed-data/tournaments.js';
import { insertTemplateIfMissing } from '../gifts/promo-codes.repository.js';
import { tournamentSpecSchema } from './tournaments.model.js';
import { insertTournament } from './tournaments.repository.js';

/**
 * Seed step: the prize gift templates and the demo brand's tournaments, quests and achievements
 * (brand/seed-data/tournaments.ts), each only when missing, dated from `now`. Their closes are
 * scheduled when the api starts (tournaments.plugin.ts).
 */
export async function seedTournaments(db: Database, now: Date): Promise<void> {
  for (const template of tournamentGiftTemplatesSeed) await insertTemplateIfMissing(db, template);
  for (const item of tournamentsSeed(now)) {
    await insertTournament(db, tournamentSpecSchema.parse(item));
  }
}
