import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerAudits } from '../../db/schema/ledger.js';
import { startGamesStudio } from '../../testing/games-studio.js';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { WalletRepairUsageError, runWalletRepairCommand } from './wallet-repair.command.js';
import {
  asWalletResponse,
  balanceOf,
  bet,
  fixturePlayer,
  gamePostings,
  newId,
  rollbackOf,
  walletClient,
  win,
  type Action,
} from './wallet.test-helpers.js';

/*
 * Issue 14: until the fix, a rollback in most currencies was refused with 412 code 154 and the
 * studio, told that was definitive, stopped asking; the stake stayed with the wallet. The state
 * that left: the wallet holds a bet (and maybe the round's win) no rollback undid, and the real
 * studio (a child process) remembers the round as void, listing the action ids it cancelled.
 */
const FUNDS = 10_000;
const test = await buildTestApp();
const { app, database, env } = test;
const wallet = walletClient(test);

const player = await fixturePlayer(app, { currency: 'USD', balance: FUNDS });
const other = await fixturePlayer(app, { currency: 'BTC', balance: FUNDS });

/** Plays `actions` in a new round at the wallet; answers the round id. */
async function played(who: typeof player, actions: Action[]): Promise<string> {
  const round = newId('rnd');
  asWalletResponse(await wallet.play(who, round, actions, { finished: true }));
  return round;
}

const keptBet = bet(1_000);
const keptRound = await played(player, [keptBet]);
const keptWithWin = { bet: bet(500), win: win(800) };
const keptWinRound = await played(player, [keptWithWin.bet, keptWithWin.win]);
const settledBet = bet(300);
const settledRound = await played(player, [settledBet]);
const keptBtc = bet(2_000);
const keptBtcRound = await played(other, [keptBtc]);
// A void round whose rollback the wallet did accept: nothing kept.
const undoneBet = bet(700);
const undoneRound = await played(player, [undoneBet]);
asWalletResponse(await wallet.rollback(player, undoneRound, [rollbackOf(undoneBet.action_id)]));
// A void round whose bet never reached the wallet.
const lostRound = newId('rnd');

/** The studio's journal line of a round, as the studio writes it. */
const journalRound = (
  who: typeof player,
  id: string,
  status: 'void' | 'settled',
  actions: string[],
) => ({
  c: 'round',
  v: {
    id,
    session_id: who.session_id,
    game: who.game,
    engine: 'video-slot',
    mode: 'real',
    currency: who.currency,
    player_id: who.user_id,
    at: new Date().toISOString(),
    bet: 0,
    win: 0,
    status,
    summary: 'a spin',
    outcome: null,
    view: null,
    actions,
  },
});
const journalDir = mkdtempSync(join(tmpdir(), 'wallet-repair-journal-'));
writeFileSync(
  join(journalDir, 'journal.jsonl'),
  [
    journalRound(player, keptRound, 'void', [keptBet.action_id]),
    journalRound(player, keptWinRound, 'void', [
      keptWithWin.bet.action_id,
      keptWithWin.win.action_id,
    ]),
    journalRound(player, settledRound, 'settled', [settledBet.action_id]),
    journalRound(other, keptBtcRound, 'void', [keptBtc.action_id]),
    journalRound(player, undoneRound, 'void', [undoneBet.action_id]),
    journalRound(player, lostRound, 'void', [newId('bet')]),
  ]
    .map((entry) => `${JSON.stringify(entry)}\n`)
    .join(''),
);
const studio = await startGamesStudio({
  // The studio calls no wallet here: nothing is pending in its journal.
  walletUrl: 'http://127.0.0.1:9/api/wallet/croupier-studio',
  secret: env.GAMES_SECRET,
  env: { GAMES_DATA_DIR: journalDir },
});
afterAll(async () => {
  await studio.stop();
  rmSync(journalDir, { recursive: true, force: true });
});

const repair = (...argv: string[]) =>
  runWalletRepairCommand({ ...app.deps, env: { ...env, GAMES_API_URL: studio.url } }, argv);

describe('npm run wallet-repair: stakes kept by refused rollbacks go back through the ledger', () => {
  it('lists the cancelled rounds whose stakes the wallet kept, and only those', async () => {
    const listed = await repair('list');
    const lines = listed.split('\n');
    expect(lines[0]).toMatch(/^3 cancelled round\(s\) with stakes kept, of 4 played round\(s\)/);
    expect(listed).toContain(`player ${player.user_id}  USD  round ${keptRound}`);
    expect(listed).toContain(`round ${keptRound}  ${player.game}`);
    expect(listed).toMatch(new RegExp(`round ${keptRound} .*stake kept 1000`));
    expect(listed).toMatch(
      new RegExp(`round ${keptWinRound} .*stake kept 500  win paid 800 \\(taken back`),
    );
    expect(listed).toMatch(new RegExp(`player ${other.user_id}  BTC  round ${keptBtcRound}`));
    for (const round of [settledRound, undoneRound, lostRound]) expect(listed).not.toContain(round);
    // Listing moves nothing.
    expect(await balanceOf(test, player)).toBe(FUNDS - 1_000 - 500 + 800 - 300);
  });

  it('a dry run says what it would do and moves nothing', async () => {
    const dry = await repair('refund', '--dry-run');
    expect(dry).toMatch(/^dry run: would roll back\n3 cancelled round/);
    expect(await balanceOf(test, player)).toBe(FUNDS - 1_000 - 500 + 800 - 300);
  });

  it('refunds each kept stake once, takes back the cancelled win, audits it, and a second run moves nothing', async () => {
    const refunded = await repair('refund');
    expect(refunded).toContain('3 of 3 round(s) rolled back');
    // Only the settled round's stake is lost; the cancelled win is gone with its round.
    expect(await balanceOf(test, player)).toBe(FUNDS - 300);
    expect(await balanceOf(test, other)).toBe(FUNDS);
    expect(refunded).toMatch(
      new RegExp(`rolled back  player ${other.user_id} .*balance now ${FUNDS}`),
    );
    expect(await gamePostings(test, player)).toEqual([
      { kind: 'bet', amount: -1_000 },
      { kind: 'bet', amount: -500 },
      { kind: 'win', amount: 800 },
      { kind: 'bet', amount: -300 },
      { kind: 'bet', amount: -700 },
      { kind: 'rollback', amount: 700 },
      { kind: 'rollback', amount: 1_000 },
      // A round's stakes come back before its win is taken (roll-back.ts, any order).
      { kind: 'rollback', amount: 500 },
      { kind: 'rollback', amount: -800 },
    ]);
    const [audit] = await database.db
      .select()
      .from(ledgerAudits)
      .where(eq(ledgerAudits.kind, 'wallet_repair'))
      .orderBy(desc(ledgerAudits.id))
      .limit(1);
    expect(audit?.summary).toBe('wallet-repair: 3 of 3 cancelled rounds rolled back');

    const again = await repair('refund');
    expect(again).toMatch(/^0 cancelled round\(s\) with stakes kept/);
    expect(again).toContain('nothing to refund');
    expect(await balanceOf(test, player)).toBe(FUNDS - 300);
    expect((await gamePostings(test, player)).length).toBe(9);
    expect(await trialBalance(database.db)).toMatchObject({ ok: true });
  });

  it('explains its usage when the command or a date is wrong', async () => {
    await expect(repair()).rejects.toBeInstanceOf(WalletRepairUsageError);
    await expect(repair('list', '--since', 'yesterday')).rejects.toThrow(/--since as YYYY-MM-DD/);
  });
});
