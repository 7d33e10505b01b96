import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeWallet, type FakeWalletBug } from './fake-wallet.js';

/** The fake wallet on a real socket (random port), for running the CLI against it. */
export async function serveFakeWallet(
  secret: string,
  bugs: readonly FakeWalletBug[] = [],
): Promise<{ origin: string; server: Server }> {
  const wallet = createFakeWallet(secret, bugs);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      // The fake answers on its own made-up host; only the path matters here.
      const url = new URL(request.url ?? '/', 'http://fake-wallet.test');
      void wallet
        .fetch(url, { method: 'POST', headers, body: Buffer.concat(chunks).toString('utf8') })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}
