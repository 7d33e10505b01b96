// An open-loop source of `ledger.movement` bets, one worker thread: `rate` events a second for
// `seconds`, as the wallet writes them (one bet in twenty followed by its rollback), spread over
// `players`. On its own thread so the consumers it feeds, on the main thread, cannot slow the
// arrivals down. With `url` (PostgreSQL) it inserts them itself on its own connection; without
// (PGlite lives in the main thread) it posts each tick's payloads for the main thread to insert.
// Reports what it produced and, per player, the stakes that still count: bets minus rollbacks.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { betEvent, rollbackEvent } from './ledger-events.mjs';

const { url, players, rate, seconds, tickMs } = workerData;
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

function rollbackOf(original) {
  sequence += 1;
  add(original.playerId, -original.play.split.realCents);
  return rollbackEvent(original, sequence);
}

const started = Date.now();
let produced = 0;
while (Date.now() - started < seconds * 1000) {
  const tickStart = Date.now();
  // Owed by the clock, not by ticks: a late tick catches up instead of lowering the rate.
  const count = Math.floor(((tickStart - started) / 1000) * rate) - produced;
  const payloads = [];
  while (payloads.length < count) {
    const playerId = players[Math.floor(Math.random() * players.length)];
    const event = bet(playerId, 100 * (1 + Math.floor(Math.random() * 20)));
    payloads.push(event);
    if (sequence % 20 === 0 && payloads.length < count) payloads.push(rollbackOf(event));
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
  seconds: (Date.now() - started) / 1000,
  expected: [...expected],
});
