import { describe, expect, it } from 'vitest';
import { BRIDGE_SOURCE, type BridgeMessage } from '@croupier/contracts/studio';
import { buildBridgeMessage, createBridge, isBridgedError, targetOriginOf } from './bridge';

function recorder() {
  const posted: { message: BridgeMessage; origin: string }[] = [];
  return {
    posted,
    post: (message: BridgeMessage, origin: string) => posted.push({ message, origin }),
  };
}

describe('bridge to the casino page', () => {
  it('stamps every message with the source and the session', () => {
    const message = buildBridgeMessage('s-1', { type: 'ready', game: 'aurora-studios/sun' });
    expect(message).toEqual({
      source: BRIDGE_SOURCE,
      session_id: 's-1',
      type: 'ready',
      game: 'aurora-studios/sun',
    });
  });

  it('posts to the casino origin exactly, never to any origin', () => {
    const { posted, post } = recorder();
    const bridge = createBridge('s-1', 'https://casino.example:8443/play/game?x=1', post);
    bridge.send({ type: 'balance', currency: 'EUR', balance: 1050 });
    expect(posted).toHaveLength(1);
    expect(posted[0]?.origin).toBe('https://casino.example:8443');
    expect(posted[0]?.origin).not.toBe('*');
  });

  it('posts nothing when the casino origin is not an http origin', () => {
    const { posted, post } = recorder();
    expect(targetOriginOf('*')).toBeNull();
    expect(targetOriginOf('javascript:alert(1)')).toBeNull();
    createBridge('s-1', '*', post).send({ type: 'close' });
    expect(posted).toHaveLength(0);
  });

  it('reports a round with its stake and win', () => {
    const { posted, post } = recorder();
    createBridge('s-9', 'http://localhost:3000', post).send({
      type: 'round',
      round_id: 'r-1',
      bet: 100,
      win: 250,
      currency: 'EUR',
    });
    expect(posted[0]?.message).toMatchObject({ type: 'round', bet: 100, win: 250 });
  });

  it('rejects a message the contract does not know', () => {
    expect(() =>
      buildBridgeMessage('s-1', { type: 'balance', currency: 'EUR', balance: -5 }),
    ).toThrow();
  });

  it('passes the wallet refusals the casino can act on and keeps game-only ones inside', () => {
    expect(isBridgedError('not_enough_funds')).toBe(true);
    expect(isBridgedError('limit_reached')).toBe(true);
    expect(isBridgedError('round_in_progress')).toBe(false);
    expect(isBridgedError('invalid_bet')).toBe(false);
  });
});
