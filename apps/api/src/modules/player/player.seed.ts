import { testerSplitGroup } from '@croupier/domain/player/registration-variant';
import type { Database } from '../../db/client.js';
import { brandSeed } from '../brand/brand.seed.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PLAYERS } from './demo-players.js';
import {
  findPlayerByEmail,
  insertAccounts,
  insertGroups,
  insertPlayer,
} from './player.repository.js';

/** Seed step: the demo players, when missing (idempotent; never touches existing ones). */
export async function seedDemoPlayers(db: Database): Promise<void> {
  const seededAt = new Date('2026-01-01T00:00:00Z');
  for (const demo of DEMO_PLAYERS) {
    const email = demo.email.toLowerCase();
    if (await findPlayerByEmail(db, email)) continue;
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      const player = await insertPlayer(tx, {
        email: demo.email,
        emailNormalized: email,
        passwordHash,
        nickname: demo.nickname,
        firstName: demo.firstName,
        lastName: demo.lastName,
        country: demo.country,
        city: demo.city,
        address: demo.address,
        postalCode: demo.postalCode,
        mobilePhone: demo.mobilePhone,
        gender: demo.gender,
        state: 'state' in demo ? demo.state : null,
        currency: demo.currency,
        language: demo.language,
        dateOfBirth: demo.dateOfBirth,
        level: demo.level,
        verified: demo.verified,
        confirmedAt: seededAt,
        termsAcceptedAt: seededAt,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
      await insertAccounts(tx, player.id, [demo.currency], demo.currency);
      await insertGroups(
        tx,
        player.id,
        [...demo.groups, testerSplitGroup(player.id, brandSeed.groups.abSplit)],
        'seed',
        seededAt,
      );
    });
  }
}
