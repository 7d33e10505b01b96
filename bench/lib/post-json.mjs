// One timed JSON POST over a keep-alive agent: what the load generators' worker threads send.
// The answer's body is read and dropped; the caller gets its status and the milliseconds taken.
import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

export function postJson(target, agent, headers, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
