// An open-loop source of `ledger.movement` events, one worker thread: `rate` wallet batches (slot
// rounds) a second for `seconds`, as the wallet books them: a bet, then a win when the round pays
// (`winShare` of them; a round that pays nothing books no win), one round in twenty rolled back
// instead; spread over `players`. On its own thread so the consumers it feeds, on the main
// thread, cannot slow the arrivals down. With `url` (PostgreSQL) it inserts them itself on its
// own connection; without (PGlite lives in the main thread) it posts each tick's payloads for
// the main thread to insert. Reports the movements produced, the rounds, and per player the
// stakes that still count: bets minus rollbacks.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { betEvent, rollbackEvent, winEvent } from './ledger-events.mjs';

const { url, players, rate, seconds, tickMs, winShare } = workerData;
// What a paying round returns, in stakes: mostly less than the stake or a few times it.
const MULTIPLIERS = [0.5, 1, 1, 1.5, 2, 2, 3, 5, 10, 50];
const client = url ? new pg.Client({ connectionString: url }) : null;
if (client) await client.connect();

let sequence = 0;
const expected = new Map();
const add = (playerId, amount) => expected.set(playerId, (expected.get(playerId) ?? 0) + amount);

function bet(playerId, stake) {
  sequence += 1;
  add(playerId, stake);
  return betEvent(sequence, playerId, stake);
}

function winOf(original) {
  sequence += 1;
  const stake = original.play.split.realCents;
  const multiplier = MULTIPLIERS[Math.floor(Math.random() * MULTIPLIERS.length)];
  return winEvent(original, sequence, Math.round(stake * multiplier));
}

function rollbackOf(original) {
  sequence += 1;
  add(original.playerId, -original.play.split.realCents);
  return rollbackEvent(original, sequence);
}

const started = Date.now();
let produced = 0;
let rounds = 0;
while (Date.now() - started < seconds * 1000) {
  const tickStart = Date.now();
  // Owed by the clock, not by ticks: a late tick catches up instead of lowering the rate.
  const due = Math.floor(((tickStart - started) / 1000) * rate) - rounds;
  const payloads = [];
  for (let round = 0; round < due; round += 1) {
    rounds += 1;
    const playerId = players[Math.floor(Math.random() * players.length)];
    const placed = bet(playerId, 100 * (1 + Math.floor(Math.random() * 20)));
    payloads.push(placed);
    if (rounds % 20 === 0) payloads.push(rollbackOf(placed));
    else if (Math.random() < winShare) payloads.push(winOf(placed));
  }
  if (payloads.length > 0) {
    if (client) {
      await client.query(
        `INSERT INTO outbox_events (topic, payload)
         SELECT 'ledger.movement', value FROM jsonb_array_elements($1::jsonb)`,
        [JSON.stringify(payloads)],
      );
      parentPort.postMessage({ inserted: payloads.length });
    } else {
      parentPort.postMessage({ payloads });
    }
  }
  produced += payloads.length;
  const wait = tickMs - (Date.now() - tickStart);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await client?.end();
parentPort.postMessage({
  done: true,
  produced,
  rounds,
  seconds: (Date.now() - started) / 1000,
  expected: [...expected],
});
