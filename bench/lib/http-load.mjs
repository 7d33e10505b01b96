// A closed-loop HTTP load generator for one worker thread: `connections` keep-alive sockets,
// each sending the next request as soon as the last answer is read. Plain node:http, so the
// bench needs no extra dependency; it runs beside the server in its own thread (DESIGN.md §11:
// the load generator is on the same machine, so figures are floors).
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { postJson } from './post-json.mjs';

const { origin, path, bodies, headers, connections, warmUpMs, durationMs } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(path, origin);

function send(body) {
  return postJson(target, agent, headers, body);
}

let measuring = false;
let stopped = false;
const latencies = [];
let errors = 0;
let next = 0;

async function loop() {
  while (!stopped) {
    const body = bodies[next % bodies.length];
    next += 1;
    const { status, ms } = await send(body);
    if (!measuring) continue;
    if (status !== 200) errors += 1;
    latencies.push(ms);
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
parentPort?.postMessage({ count: latencies.length, seconds, errors, latencies });
