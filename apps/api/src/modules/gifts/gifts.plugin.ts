import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { cashbackJob } from './cashback.job.js';
import { findTemplateById } from './gift-templates.repository.js';
import { registrationGiftRefusal } from './gift-lists.service.js';
import { giveDepositGift } from './deposit-gifts.js';
import {
  findExpiredIssued,
  findGiftPlayer,
  findOverdueWagering,
  findPlayerGift,
  lockPlayerGifts,
} from './gifts.repository.js';
import {
  endAllGifts,
  expireGift,
  forfeitActiveBonus,
  issueGift,
  notifyWageringEnded,
  settleFreespinWinnings,
  startNextWaitingGift,
} from './gifts.service.js';

const BATCH = 200;

/** The ledger movements the gifts engine reacts to. */
const GIFT_MOVEMENTS: ReadonlySet<string> = new Set(['deposit', 'withdrawal_reserve']);

/**
 * The gifts engine's consumers and job (DESIGN.md §12; docs/gifts.md). Each consumer runs
 * exactly once per event, in the transaction that records it:
 * - `gift.wagering-ended` (the wallet converted or lost a bonus): tell the player, start the
 *   next waiting gift;
 * - `gift.freespins-ended`: what the spins won starts wagering (or waits); nothing won finishes;
 * - `ledger.movement` `deposit` with `metadata.giftTemplateId` (the gift chosen at the deposit,
 *   CB-029) or `metadata.bonusCode` (a deposit bonus code): issue and activate its gift
 *   (deposit-gifts.ts); `withdrawal_reserve`: forfeit the bonus being wagered in that currency;
 * - `player.self-excluded`: forfeit every bonus, cancel every gift not yet in play;
 * - `player.registered` with `registrationGiftId`: issue the registration gift chosen at sign-up.
 * The `gifts-expiry` job (every minute) expires issued gifts past their activation window and
 * forfeits bonuses past their wagering deadline, starting the next waiting one.
 */
export const giftsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    const log = app.log.child({ module: 'gifts' });

    app.outbox.handleInTransaction(
      'gift.wagering-ended',
      'gifts-wagering-ended',
      async (event, { tx }) => {
        const now = deps.clock.now();
        await lockPlayerGifts(tx, event.playerId);
        const gift = await findPlayerGift(tx, event.playerId, event.giftId);
        if (gift) await notifyWageringEnded(tx, deps, gift, event, now);
        await startNextWaitingGift(tx, deps, {
          playerId: event.playerId,
          currency: event.currency,
          now,
        });
      },
      { orderedBy: 'player' },
    );

    app.outbox.handleInTransaction(
      'gift.freespins-ended',
      'gifts-freespins-ended',
      async (event, { tx }) => {
        await settleFreespinWinnings(tx, {
          playerId: event.playerId,
          giftId: event.giftId,
          now: deps.clock.now(),
        });
      },
      { orderedBy: 'player' },
    );

    app.outbox.handleInTransaction(
      'ledger.movement',
      'gifts-movements',
      async (movement, { tx }) => {
        if (movement.playerId === null) return;
        const playerId = movement.playerId;
        if (movement.kind === 'withdrawal_reserve') {
          await forfeitActiveBonus(tx, deps, {
            playerId,
            currency: movement.currency,
            now: deps.clock.now(),
            reason: 'withdrawal',
          });
          return;
        }
        if (movement.kind !== 'deposit') return;
        await giveDepositGift(tx, deps, log, movement);
      },
      // Every bet and win is a ledger movement: only deposits and withdrawal requests open this
      // consumer's transaction (and write its receipt).
      { only: (movement) => GIFT_MOVEMENTS.has(movement.kind) && movement.playerId !== null },
    );

    app.outbox.handleInTransaction(
      'player.self-excluded',
      'gifts-self-excluded',
      async (event, { tx }) => {
        await endAllGifts(tx, deps, {
          playerId: event.playerId,
          now: deps.clock.now(),
          reason: 'self_exclusion',
        });
      },
      { orderedBy: 'player' },
    );

    app.outbox.handleInTransaction(
      'player.registered',
      'gifts-registration',
      async (event, { tx }) => {
        const templateId = event.registrationGiftId;
        if (templateId === undefined || templateId === null) return;
        const template = await findTemplateById(tx, templateId);
        const player = await findGiftPlayer(tx, event.playerId);
        if (!template || !player) return;
        const refusal = registrationGiftRefusal(template, player, event.currency);
        if (refusal !== null) {
          log.info(
            { playerId: event.playerId, templateId, refusal },
            'registration gift not given',
          );
          return;
        }
        await issueGift(tx, deps, {
          playerId: event.playerId,
          templateId,
          currency: event.currency,
          sourceReference: `registration:${event.playerId}:${template.key}`,
          now: deps.clock.now(),
        });
      },
    );

    const expiryJob: ScheduledJob = {
      name: 'gifts-expiry',
      intervalMs: 60_000,
      async run({ db, now }) {
        const due = [
          ...(await findExpiredIssued(db, now, BATCH)),
          ...(await findOverdueWagering(db, now, BATCH)),
        ];
        let expired = 0;
        for (const gift of due) {
          const ended = await db.transaction((tx) =>
            expireGift(tx, deps, { playerId: gift.playerId, giftId: gift.id, now }),
          );
          if (ended) expired += 1;
        }
        return `expired ${expired}`;
      },
    };
    app.outbox.addJob(expiryJob);
    app.outbox.addJob(cashbackJob(deps));
  },
  { name: 'gifts', dependencies: ['outbox', 'realtime'] },
);
