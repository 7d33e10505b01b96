/**
 * SQLSTATEs and socket errors that mean "the database is not there right now" (a restart, a
 * failover, a terminated backend), not "this request is wrong": the caller should try again.
 * Class 08 is connection exceptions; 57P01-57P03 are shutdowns and a server still starting.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether `error`, or an error it wraps (drizzle wraps the driver's in `cause`), is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    // node-postgres reports a connection lost mid-query without a code, and so does its pool
    // when no connection came free within DATABASE_POOL_WAIT_MS (busy, not gone: same answer).
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect)/.test(message)
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}
