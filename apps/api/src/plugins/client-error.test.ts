import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';

const { app } = await buildTestApp();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** Sends raw bytes over loopback and reads the whole answer (the server closes after it). */
function rawRequest(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server destroys the socket after its answer; a reset then is expected.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(answer);
      else reject(error);
    });
    socket.write(bytes);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe("Node's own answers to unparsable requests (RELIABILITY IN-04)", () => {
  it.each([
    ['a malformed request line', 'GET /\u0001 HTTP/1.1 garbage\r\n\r\n', 400],
    ['a header without a colon', 'GET /healthz HTTP/1.1\r\nHost: x\r\nbroken\r\n\r\n', 400],
    [
      'headers over the size limit',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('%s: %#', async (_name, bytes, status) => {
    const answer = parse(await rawRequest(bytes));
    expect(answer.status).toBe(status);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'malformed_request' });
  });

  it.each([
    ['broken percent-encoding', '/api/cms/pages/%ff%zz', 400],
    ['a parameter past its length limit', `/api/player/sessions/${'a'.repeat(250)}`, 414],
  ])('a path with %s is refused by the router with the headers too', async (_name, url, status) => {
    const response = await app.inject({ method: 'DELETE', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toMatchObject({ code: 'malformed_request' });
  });
});
