import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { listenOnRandomPort, openSocket } from '../realtime/realtime.test-client.js';
import { postTransaction } from './ledger.service.js';

const { app, database, clock } = await buildTestApp();
const url = await listenOnRandomPort(app);

describe('the live balance after every movement (CB-028; issue: real-time balance pushes)', () => {
  it("pushes the player's new cash and bonus balance once the movement commits", async () => {
    const { player } = await registerTestPlayer(app);
    const socket = await openSocket(url, { token: app.realtime.issueToken(player.id).token });
    afterAll(() => socket.close());
    socket.send({ type: 'subscribe', channels: ['balance'] });
    await socket.next((frame) => 'type' in frame && frame.type === 'subscribed');

    await database.db.transaction((tx) =>
      postTransaction(tx, {
        reference: `push:${player.id}`,
        kind: 'deposit',
        currency: 'EUR',
        now: clock.now(),
        legs: [
          { account: { kind: 'psp_clearing' }, amount: -2500 },
          { account: { kind: 'player_real', playerId: player.id }, amount: 2500 },
        ],
      }),
    );
    await app.outbox.drain();
    const frame = await socket.next(
      (candidate) => 'channel' in candidate && candidate.channel === 'balance',
    );
    expect(frame).toMatchObject({
      event: 'updated',
      data: { currency: 'EUR', amount_cents: 2500, real_amount_cents: 2500, bonus_amount_cents: 0 },
    });
  });
});
