import { parseArgs } from 'node:util';
import type { ConformanceOptions } from './suite.js';

export const USAGE = `usage: npm run conformance -- <wallet url> [--secret <s>] [--fixture <url>] [--studio <id>]
                                [--currency EUR] [--only <text>]... [--freespins]

  <wallet url>  the wallet's base URL; the suite calls <url>/play and <url>/rollback
  --secret      the studio's HMAC secret (default: the WALLET_SECRET environment variable)
  --fixture     the fixture API (default: <wallet origin>/__test/wallet)
  --studio      the studio id, used as the prefix of every id the suite sends
  --currency    the players' currency (default EUR)
  --only        run only scenarios whose name contains this text (repeatable)
  --freespins   also run the free-spin scenarios (the fixture API's /freespins calls)

example: npm run conformance -- http://127.0.0.1:3000/api/wallet/croupier-studio \\
           --secret studio-shared-secret-2026`;

/** Reads the command line into suite options, or explains what is missing. */
export function parseCli(
  argv: readonly string[],
  environment: Readonly<Record<string, string | undefined>>,
): ConformanceOptions | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        secret: { type: 'string' },
        fixture: { type: 'string' },
        studio: { type: 'string' },
        currency: { type: 'string' },
        only: { type: 'string', multiple: true },
        freespins: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { error: '' };
  const walletUrl = positionals[0];
  if (walletUrl === undefined || positionals.length > 1) {
    return { error: 'give exactly one wallet URL' };
  }
  let origin: string;
  try {
    origin = new URL(walletUrl).origin;
  } catch {
    return { error: `not a URL: ${walletUrl}` };
  }
  const secret = values.secret ?? environment.WALLET_SECRET;
  if (!secret) return { error: 'no secret: pass --secret or set WALLET_SECRET' };
  return {
    walletUrl,
    secret,
    fixtureUrl: values.fixture ?? `${origin}/__test/wallet`,
    ...(values.studio === undefined ? {} : { studio: values.studio }),
    ...(values.currency === undefined ? {} : { currency: values.currency }),
    ...(values.only === undefined ? {} : { only: values.only }),
    ...(values.freespins === true ? { freespins: true } : {}),
  };
}
