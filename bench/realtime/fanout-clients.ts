/**
 * Load generator of bench/realtime-fanout.bench.ts, run in a child process: opens `count`
 * WebSocket clients to the api, joins `wins`, and records for every broadcast frame the time
 * from publish (`t` in the frame, epoch ms) to arrival. Talks to the parent over IPC.
 */
import { WebSocket } from 'ws';

type Command =
  | { cmd: 'connect'; url: string; count: number }
  | { cmd: 'reset' }
  | { cmd: 'count' }
  | { cmd: 'report' }
  | { cmd: 'close' };

const sockets: WebSocket[] = [];
let frames = 0;
let lastArrival = 0;
let latencies: number[] = [];

const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

function onFrame(raw: Buffer): void {
  const arrival = now();
  // Cheaper than JSON.parse at 100k frames/s: the publish time is the only field read.
  const text = raw.toString('latin1');
  const at = text.indexOf('"t":');
  if (at < 0) return;
  const sent = Number.parseFloat(text.slice(at + 4, text.indexOf('}', at)));
  frames += 1;
  lastArrival = arrival;
  latencies.push(arrival - sent);
}

function open(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.on('message', (data: Buffer) => {
      if (data[2] === 0x63 /* {"c…: an event frame */) onFrame(data);
      else if (data.includes('"subscribed"')) resolve();
    });
    ws.once('open', () => {
      sockets.push(ws);
      ws.send('{"type":"subscribe","channels":["wins"]}');
    });
  });
}

async function connect(url: string, count: number): Promise<void> {
  const concurrency = 200;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await open(url);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

process.on('message', (message: Command) => {
  void (async () => {
    switch (message.cmd) {
      case 'connect':
        await connect(message.url, message.count);
        send({ connected: sockets.length });
        return;
      case 'reset':
        frames = 0;
        lastArrival = 0;
        latencies = [];
        send({ reset: true });
        return;
      case 'count':
        send({ frames });
        return;
      case 'report':
        send({ frames, lastArrival, latencies });
        return;
      case 'close':
        for (const ws of sockets) ws.terminate();
        send({ closed: true });
        process.exit(0);
    }
  })().catch((error: unknown) => {
    send({ error: String(error) });
  });
});
send({ ready: true });
