import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { listenOnRandomPort, openSocket } from '../realtime/realtime.test-client.js';
import { maskedName } from './wins-feed.js';
import {
  asWalletResponse,
  bet,
  fixturePlayer,
  newId,
  walletClient,
  win,
} from './wallet.test-helpers.js';

const test = await buildTestApp();
const { app } = test;
const wallet = walletClient(test);
const url = await listenOnRandomPort(app);

describe('the public wins ticker', () => {
  it('publishes a committed win from 10.00 on `wins` with a masked name; smaller and refused wins never show', async () => {
    const socket = await openSocket(url, {});
    afterAll(() => socket.close());
    socket.send({ type: 'subscribe', channels: ['wins'] });
    await socket.next((frame) => 'type' in frame && frame.type === 'subscribed');

    const player = await fixturePlayer(app, { balance: 1_000 });
    asWalletResponse(await wallet.play(player, newId('round'), [bet(100), win(999)]));
    // All-or-nothing: the big win of a refused batch is not published either.
    const refused = await wallet.play(player, newId('round'), [win(50_000), bet(1_000_000)]);
    expect(refused.status).toBe(412);
    asWalletResponse(await wallet.play(player, newId('round'), [bet(100), win(1_000)]));
    await app.outbox.drain();

    const frame = await socket.next(
      (candidate) => 'channel' in candidate && candidate.channel === 'wins',
    );
    expect(frame).toMatchObject({
      channel: 'wins',
      data: {
        user_name: 'F***',
        game: { identifier: player.game, title: expect.any(String) },
        amount_cents: 1_000,
        currency: 'EUR',
      },
    });
    // Events publish in outbox order: a wrongly queued earlier win would have arrived first.
    const wins = socket.frames.filter(
      (candidate) => 'channel' in candidate && candidate.channel === 'wins',
    );
    expect(wins).toHaveLength(1);
  });

  it('masks every name to its first letter', () => {
    expect(maskedName({ nickname: 'Zed', firstName: null, email: 'z@example.com' })).toBe('Z***');
    expect(maskedName({ nickname: null, firstName: null, email: 'anna@example.com' })).toBe('a***');
    expect(maskedName({ nickname: '  ', firstName: 'Émile', email: 'e@example.com' })).toBe('É***');
  });
});
