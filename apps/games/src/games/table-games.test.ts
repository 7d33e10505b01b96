import { afterEach, describe, expect, it } from 'vitest';
import { baccaratRoundViewSchema, rouletteRoundViewSchema } from '../shared/client-api.js';
import { startFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';
import {
  buildTestStudio,
  openSession,
  TEST_SECRET,
  type TestStudio,
} from '../testing/test-studio.js';

let studio: TestStudio;
let wallet: FakeWallet;
afterEach(async () => {
  await studio.close();
  await wallet.stop();
});

async function setUp() {
  wallet = await startFakeWallet(TEST_SECRET, 100_000);
  studio = await buildTestStudio({ WALLET_URL: wallet.url });
}

const post = (url: string, payload: object) => studio.app.inject({ method: 'POST', url, payload });

describe('roulette', () => {
  it('pays the bets on the drawn number and moves the demo balance by the difference', async () => {
    await setUp();
    const sid = await openSession(studio.app, { game: 'aurora-studios/roulette' });
    let balance = 200_000;
    const numbers = new Set<number>();
    for (let i = 0; i < 20; i += 1) {
      const response = await post(`/api/sessions/${sid}/roulette/spin`, {
        bets: [
          { kind: 'straight', numbers: [17], amount: 10 },
          { kind: 'red', amount: 100 },
          { kind: 'dozen', index: 2, amount: 50 },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const round = rouletteRoundViewSchema.parse(response.json());
      numbers.add(round.number);
      const expected =
        (round.number === 17 ? 360 : 0) +
        (round.color === 'red' ? 200 : 0) +
        (round.number >= 13 && round.number <= 24 ? 150 : 0);
      expect(round.bet).toBe(160);
      expect(round.win).toBe(expected);
      balance += round.win - 160;
      expect(round.balance).toBe(balance);
    }
    expect(numbers.size).toBeGreaterThan(5);
    expect(wallet.calls).toHaveLength(0);
  });

  it('refuses bets that do not exist on the layout or a stake past the limits', async () => {
    await setUp();
    const sid = await openSession(studio.app, { game: 'aurora-studios/roulette' });
    for (const bets of [
      [{ kind: 'split', numbers: [1, 5], amount: 10 }],
      [{ kind: 'straight', numbers: [37], amount: 10 }],
      [{ kind: 'corner', numbers: [1, 2, 3, 4], amount: 10 }],
      [{ kind: 'red', amount: 0 }],
      [{ kind: 'red', amount: 20_000 }],
      [{ kind: 'purple', amount: 10 }],
      [],
    ]) {
      const response = await post(`/api/sessions/${sid}/roulette/spin`, { bets });
      expect(response.statusCode, JSON.stringify(bets)).toBe(422);
      expect(response.json().code).toBe('invalid_bet');
    }
  });

  it('is refused on a session of another game', async () => {
    await setUp();
    const sid = await openSession(studio.app, { game: 'aurora-studios/baccarat' });
    const response = await post(`/api/sessions/${sid}/roulette/spin`, {
      bets: [{ kind: 'red', amount: 100 }],
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('baccarat', () => {
  it('deals a coup by the third-card rules and settles it through the wallet in one call', async () => {
    await setUp();
    const sid = await openSession(studio.app, {
      game: 'aurora-studios/baccarat',
      mode: 'real',
      currency: 'EUR',
      player_id: '9',
    });
    for (let i = 0; i < 10; i += 1) {
      const before = wallet.balance;
      const response = await post(`/api/sessions/${sid}/baccarat/deal`, {
        bets: [
          { on: 'banker', amount: 100 },
          { on: 'tie', amount: 10 },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const round = baccaratRoundViewSchema.parse(response.json());
      expect(round.player.length).toBeGreaterThanOrEqual(2);
      expect(round.banker.length).toBeGreaterThanOrEqual(2);
      const expected = round.winner === 'banker' ? 195 : round.winner === 'tie' ? 100 + 90 : 0;
      expect(round.win).toBe(expected);
      expect(round.balance).toBe(before - 110 + expected);
      const call = wallet.calls.at(-1);
      expect(call?.body).toMatchObject({ game_id: round.round_id, finished: true });
    }
    const view = (await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` })).json();
    expect(view.history).toHaveLength(10);
    expect(view.history[0].summary).toMatch(/^(Player|Banker|Tie) \d – \d$/);
  });
});
