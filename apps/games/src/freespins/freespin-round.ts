import {
  WALLET_ERROR_CODES,
  type PlayAction,
  type PlayRequest,
} from '@croupier/contracts/wallet-protocol';
import type { CatalogGame } from '@croupier/contracts/studio';
import type { SlotConfig } from '@croupier/game-math';
import type { StudioContext } from '../context.js';
import { decideSlotRound } from '../games/slot-game.js';
import { newId } from '../lib/ids.js';
import { StudioError } from '../lib/studio-error.js';
import { openRound, settleRound, voidRound } from '../rounds/round-money.js';
import { refusalToClientError } from '../rounds/wallet-errors.js';
import type { SlotRoundView } from '../shared/client-api.js';
import type { SessionRecord } from '../store/records.js';
import { freespinsView, offersTo } from './freespins.service.js';

/**
 * One free spin of a casino issue (docs/wallet-protocol.md "Free spins"): drawn at the issue's
 * bet level, then one signed `/play` with `freespin_issue_id`, a bet of 0 and the win (0 too
 * when nothing won), `finished: true`. The spin is counted here before the call.
 *
 * Nothing was staked, so nothing is rolled back: the call is journaled as a retry before it is
 * sent (a crash mid-call sends it again on restart) and an unanswered call is retried with the
 * same action ids until the wallet answers, as wins are. A `400` refusal (the casino does not
 * honour the issue any more: spent, expired, canceled) ends the issue here too; any other
 * refusal (the player disabled, say) gives the spin back.
 */
export async function playFreeSpin(
  ctx: StudioContext,
  session: SessionRecord,
  game: CatalogGame,
  config: SlotConfig,
  issueId: string,
): Promise<SlotRoundView> {
  return ctx.locks.run(session.id, async () => {
    const issue = ctx.store.freespins.get(issueId);
    if (!issue || !offersTo(issue, session)) {
      throw new StudioError('invalid_bet', 'No free spins are left in this game');
    }
    issue.left -= 1;
    ctx.store.put('freespins', issue);

    const decided = decideSlotRound(config, issue.bet_level, ctx.random);
    const round = openRound(session, {
      engine: game.engine,
      bet: 0,
      win: decided.win,
      summary: `Free spin: ${decided.summary}`,
      outcome: decided.outcome,
    });
    round.freespin_issue_id = issue.id;
    const actions: PlayAction[] = [
      { action: 'bet', action_id: newId('bet'), amount: 0 },
      { action: 'win', action_id: newId('win'), amount: decided.win },
    ];
    round.actions.push(...actions.map((action) => action.action_id));
    const answer = (balance: number): SlotRoundView => ({
      round_id: round.id,
      bet: 0,
      win: decided.win,
      balance,
      spins: decided.spins,
      freespins: freespinsView(issue) ?? undefined,
    });
    // Shown as decided if the call ends up retried (the retry settles the round with it).
    round.view = answer(session.balance ?? 0);
    ctx.store.put('round', round);

    const body: PlayRequest = {
      user_id: session.player_id ?? '',
      currency: session.currency,
      game: session.game,
      game_id: round.id,
      ...(session.casino_session_id ? { session_id: session.casino_session_id } : {}),
      finished: true,
      actions,
      freespin_issue_id: issue.id,
    };
    const retryId = actions[1]?.action_id ?? newId('fs');
    // Journaled first, due only after the direct call has surely given up.
    ctx.retries.enqueue(
      { id: retryId, path: '/play', body, round_id: round.id, session_id: session.id },
      ctx.env.WALLET_TIMEOUT_MS * 2,
    );
    const outcome = await ctx.wallet.call('/play', body);
    if (outcome.kind === 'unanswered') {
      ctx.log.warn({ round: round.id, reason: outcome.reason }, 'free spin unanswered; retrying');
      return answer(session.balance ?? 0);
    }
    ctx.store.remove('retry', retryId);
    if (outcome.kind === 'refused') {
      voidRound(ctx, round);
      if (outcome.status === 400 || outcome.error.code === WALLET_ERROR_CODES.GAME_FORBIDDEN) {
        issue.canceled_at ??= new Date().toISOString();
        ctx.store.put('freespins', issue);
        throw new StudioError('invalid_bet', 'These free spins are no longer available');
      }
      issue.left += 1;
      ctx.store.put('freespins', issue);
      throw refusalToClientError(outcome.error);
    }
    session.balance = outcome.response.balance;
    ctx.store.put('session', session);
    const view = answer(outcome.response.balance);
    settleRound(ctx, session, round, view);
    return view;
  });
}
