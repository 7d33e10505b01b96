import { createHmac } from 'node:crypto';
import { WALLET_SIGNATURE_HEADER } from '@croupier/contracts/wallet-protocol';

export type Fetch = typeof fetch;

/** What came back from one HTTP call: the status, the raw text and the JSON if it parsed. */
export interface Answer {
  status: number;
  text: string;
  body: unknown;
}

/** `hex(HMAC-SHA256(secret, raw body))`: the protocol's `X-REQUEST-SIGN`. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export interface SendOptions {
  /** `true` signs with the suite's secret, a string sends that value, `false` no header. */
  signature?: boolean | string;
}

/** Posts raw bytes to the wallet: the suite must be able to send what a broken studio would. */
export class WalletClient {
  constructor(
    private readonly walletUrl: string,
    private readonly secret: string,
    private readonly fetchImpl: Fetch,
  ) {}

  async send(
    call: 'play' | 'rollback',
    rawBody: string,
    options: SendOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const signature = options.signature ?? true;
    if (signature === true) headers[WALLET_SIGNATURE_HEADER] = signBody(this.secret, rawBody);
    else if (typeof signature === 'string') headers[WALLET_SIGNATURE_HEADER] = signature;
    return postRaw(this.fetchImpl, `${this.walletUrl}/${call}`, rawBody, headers);
  }
}

export async function postRaw(
  fetchImpl: Fetch,
  url: string,
  rawBody: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Answer> {
  const response = await fetchImpl(url, { method: 'POST', headers, body: rawBody });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}

/** A fresh player the wallet under test made for one scenario (docs/wallet-protocol.md). */
export interface FixturePlayer {
  user_id: string;
  session_id: string;
  game: string;
  currency: string;
}

/** The fixture API the wallet under test serves so the suite can make and log out players. */
export class FixtureClient {
  constructor(
    private readonly fixtureUrl: string,
    private readonly fetchImpl: Fetch,
  ) {}

  async createPlayer(currency: string, balance: number): Promise<FixturePlayer> {
    const answer = await postRaw(
      this.fetchImpl,
      `${this.fixtureUrl}/players`,
      JSON.stringify({ currency, balance }),
    );
    const player = answer.body as Partial<FixturePlayer> | undefined;
    if (
      answer.status !== 200 ||
      typeof player?.user_id !== 'string' ||
      typeof player.session_id !== 'string' ||
      typeof player.game !== 'string' ||
      typeof player.currency !== 'string'
    ) {
      throw new Error(
        `fixture POST /players answered ${answer.status} ${answer.text.slice(0, 200)}`,
      );
    }
    return {
      user_id: player.user_id,
      session_id: player.session_id,
      game: player.game,
      currency: player.currency,
    };
  }

  async logout(player: FixturePlayer): Promise<void> {
    const answer = await postRaw(
      this.fetchImpl,
      `${this.fixtureUrl}/logout`,
      JSON.stringify({ user_id: player.user_id, session_id: player.session_id }),
    );
    if (answer.status !== 204) {
      throw new Error(
        `fixture POST /logout answered ${answer.status} ${answer.text.slice(0, 200)}`,
      );
    }
  }
}

/** The casino side of a free-spin issue, for the free-spin scenarios (docs/wallet-protocol.md). */
export interface FreespinFixture {
  /** The casino issued `quantity` spins to the player and the studio accepted them. */
  issue(
    player: FixturePlayer,
    input: { quantity: number; bet_level: number },
  ): Promise<{ issue_id: string }>;
  /** The casino ended the issue: its `valid_until` passed, or it was canceled. */
  end(player: FixturePlayer, issueId: string, reason: 'expired' | 'canceled'): Promise<void>;
}

/**
 * The free-spin part of the fixture API over HTTP: `POST {fixture}/freespins` and
 * `POST {fixture}/freespins/end`.
 */
export function httpFreespinFixture(fixtureUrl: string, fetchImpl: Fetch): FreespinFixture {
  return {
    async issue(player, input) {
      const answer = await postRaw(
        fetchImpl,
        `${fixtureUrl}/freespins`,
        JSON.stringify({
          user_id: player.user_id,
          currency: player.currency,
          game: player.game,
          ...input,
        }),
      );
      const body = answer.body as { issue_id?: unknown } | undefined;
      if (answer.status !== 200 || typeof body?.issue_id !== 'string') {
        throw new Error(
          `fixture POST /freespins answered ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      return { issue_id: body.issue_id };
    },
    async end(player, issueId, reason) {
      const answer = await postRaw(
        fetchImpl,
        `${fixtureUrl}/freespins/end`,
        JSON.stringify({ user_id: player.user_id, issue_id: issueId, reason }),
      );
      if (answer.status !== 204) {
        throw new Error(
          `fixture POST /freespins/end answered ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
    },
  };
}
