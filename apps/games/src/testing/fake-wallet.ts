import Fastify from 'fastify';
import {
  WALLET_SIGNATURE_HEADER,
  type PlayRequest,
  type RollbackRequest,
  type WalletError,
} from '@croupier/contracts/wallet-protocol';
import { isValidSignature } from '../lib/signature.js';

export interface RecordedAction {
  action: 'bet' | 'win' | 'rollback';
  action_id: string;
  amount?: number;
  original_action_id?: string;
}

export interface RecordedCall {
  path: '/play' | '/rollback';
  body: Omit<PlayRequest | RollbackRequest, 'actions'> & { actions: RecordedAction[] };
  signed: boolean;
}

/** What the fake answers one call with; default: apply it to the balance and answer 200. */
export type WalletAnswer =
  | { status: 200 }
  | { status: number; error: WalletError }
  /** Never answers (until the fake stops): the studio's timeout decides. */
  | { status: 'hang' }
  | { status: 500 | 502 | 503 };
export type WalletBehaviour = (
  call: RecordedCall,
  index: number,
) => WalletAnswer | Promise<WalletAnswer>;

export interface FakeWallet {
  url: string;
  calls: RecordedCall[];
  balance: number;
  behave: WalletBehaviour;
  stop(): Promise<void>;
}

/**
 * A tiny casino wallet for the studio's tests: records every call, checks its signature, keeps
 * one balance, replays action ids like the real one, and can refuse, fail or hang on demand.
 */
export async function startFakeWallet(secret: string, balance = 100_000): Promise<FakeWallet> {
  const app = Fastify({ logger: false });
  const applied = new Map<string, RecordedAction>();
  const hanging: (() => void)[] = [];
  const wallet: FakeWallet = {
    url: '',
    calls: [],
    balance,
    behave: () => ({ status: 200 }),
    async stop() {
      for (const release of hanging) release();
      await app.close();
    },
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const handle = (path: RecordedCall['path']) =>
    app.post(path, async (request, reply) => {
      const raw = String(request.body);
      const call: RecordedCall = {
        path,
        body: JSON.parse(raw) as RecordedCall['body'],
        signed: isValidSignature(secret, raw, request.headers[WALLET_SIGNATURE_HEADER]),
      };
      wallet.calls.push(call);
      if (!call.signed) return reply.status(403).send({ code: 403, message: 'bad signature' });
      const answer = await wallet.behave(call, wallet.calls.length - 1);
      if (answer.status === 'hang') {
        await new Promise<void>((resolve) => hanging.push(resolve));
        return reply.status(503).send({ code: 500, message: 'gave up' });
      }
      if (answer.status !== 200) {
        return reply.status(answer.status).send('error' in answer ? answer.error : 'down');
      }
      for (const action of call.body.actions) {
        if (applied.has(action.action_id)) continue;
        applied.set(action.action_id, action);
        const original = applied.get(action.original_action_id ?? '');
        const target = action.action === 'rollback' ? original : action;
        const sign = action.action === 'rollback' ? -1 : 1;
        if (target?.action === 'bet') wallet.balance -= sign * (target.amount ?? 0);
        if (target?.action === 'win') wallet.balance += sign * (target.amount ?? 0);
        // A rollback of an unseen action leaves a tombstone: the late original moves nothing.
        if (action.action === 'rollback' && !original && action.original_action_id) {
          applied.set(action.original_action_id, { ...action, action: 'rollback' });
        }
      }
      return { balance: wallet.balance, game_id: call.body.game_id, transactions: [] };
    });
  handle('/play');
  handle('/rollback');
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  wallet.url = address;
  return wallet;
}
