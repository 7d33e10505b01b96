// A closed-loop load generator for the wallet's `/play` over real HTTP, one worker thread:
// `connections` keep-alive sockets to one api instance, each sending the next signed bet + win
// batch (a new round, new action ids: never a replay) as soon as the last answer is read.
// Reports what it measured and, per player, how many batches were answered 200, so the bench
// can check every balance afterwards (0 drift). Plain node:http and node:crypto.
import { createHmac } from 'node:crypto';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { postJson } from './post-json.mjs';

const { origin, path, secret, players, hotPlayer, stake, prize, connections, prefix } = workerData;
const { warmUpMs, durationMs } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(path, origin);
let sequence = 0;

function nextBody() {
  sequence += 1;
  const player = hotPlayer ?? players[Math.floor(Math.random() * players.length)];
  const id = `${prefix}-${sequence}`;
  const body = JSON.stringify({
    user_id: player.user_id,
    currency: player.currency,
    game: player.game,
    game_id: `round-${id}`,
    session_id: player.session_id,
    finished: true,
    actions: [
      { action: 'bet', action_id: `bet-${id}`, amount: stake },
      { action: 'win', action_id: `win-${id}`, amount: prize },
    ],
  });
  return { player: player.user_id, body };
}

function send(body) {
  return postJson(
    target,
    agent,
    {
      'x-request-sign': createHmac('sha256', secret).update(body).digest('hex'),
    },
    body,
  );
}

let measuring = false;
let stopped = false;
const latencies = [];
const statuses = {};
const booked = {};

async function loop() {
  while (!stopped) {
    const { player, body } = nextBody();
    const { status, ms } = await send(body);
    // Every batch answered 200 moved money, measured or not: the drift check counts them all.
    if (status === 200) booked[player] = (booked[player] ?? 0) + 1;
    if (!measuring) continue;
    if (status === 200) latencies.push(ms);
    else statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

const loops = Array.from({ length: connections }, () => loop());
await new Promise((resolve) => setTimeout(resolve, warmUpMs));
measuring = true;
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, durationMs));
measuring = false;
const seconds = (performance.now() - started) / 1000;
stopped = true;
await Promise.all(loops);
agent.destroy();
parentPort?.postMessage({ count: latencies.length, seconds, statuses, latencies, booked });
