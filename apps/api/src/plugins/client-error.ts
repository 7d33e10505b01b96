import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@croupier/contracts/errors';
import { HSTS_MAX_AGE, REFERRER_POLICY } from './security-headers.js';

/**
 * Headers of an answer Node's HTTP parser forces before any route or hook runs. Nothing is
 * served in it, so its policy allows nothing (RELIABILITY IN-04: every response, errors
 * included).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};
const RAW_HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  'Connection: close',
];

function answerFor(code: string | undefined): { status: number; body: ErrorResponse } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      body: { code: 'request_timeout', errors: { base: ['The request took too long to arrive'] } },
    };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: {
        code: 'malformed_request',
        errors: { base: ["The request's headers are too large"] },
      },
    };
  }
  return {
    status: 400,
    body: { code: 'malformed_request', errors: { base: ['The request is not valid HTTP'] } },
  };
}

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not parse (a malformed
 * request line, headers too large, a request that never finished). Fastify's default writes a
 * bare 400/431/408; this one writes the api's error shape with the security headers, as every
 * other answer has.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = answerFor(error.code);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${RAW_HEADERS.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: a path the router cannot decode (`%ff`, `%zz`) or a parameter
 * past its length limit is refused before any hook runs, so helmet's headers are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  const body: ErrorResponse = {
    code: 'malformed_request',
    errors: { base: [status === 414 ? 'The address is too long' : 'The address is not valid'] },
  };
  void reply.code(status).headers(SECURITY_HEADERS).send(body);
}
