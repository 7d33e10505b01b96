import { describe, expect, it } from 'vitest';
import { registerTestPlayer } from '../../testing/players.js';
import { addGroupsBySystem } from '../player/player.service.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { runSupportCommand, SupportUsageError } from './support.command.js';

describe('the operator reads what players wrote to support with the support command', async () => {
  const { app } = await buildTestApp();
  const support = (...argv: string[]) => runSupportCommand(app.deps, argv);
  // Addresses of this file's own (rate limits are per address, and shared through Redis).
  let address = 0;
  const send = (payload: object, cookie?: string) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/send_contact_message',
      headers: { ...xhr, 'accept-language': 'de', ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.32.0.${address}`,
      payload,
    });
  };

  it('lists the messages oldest first, a guest and a player apart, and shows one in full', async () => {
    const player = await registerTestPlayer(app);
    expect(
      (
        await send({
          email: 'visitor@example.com',
          name: 'Jana',
          subject: 'Bonus question',
          message: 'How do free spins work?\nAnd when do they expire?',
        })
      ).statusCode,
    ).toBe(200);
    expect((await send({ message: 'x'.repeat(300) }, player.cookie)).statusCode).toBe(200);

    const lines = (await support('list')).split('\n');
    const guest = lines.findIndex((entry) => entry.includes('visitor@example.com'));
    const own = lines.findIndex((entry) => entry.includes(`player ${player.player.id}`));
    expect(guest).toBeGreaterThanOrEqual(0);
    expect(own).toBeGreaterThan(guest);
    expect(lines[guest]).toContain(
      'guest  guests desk  de  "Bonus question"  How do free spins work? And when',
    );
    expect(lines[own]).toContain(`player ${player.player.id}  players desk`);
    // A long message is cut to a preview on its line.
    expect(lines[own]).toContain(`${'x'.repeat(79)}…`);
    expect(lines[own]).not.toContain('x'.repeat(81));

    const id = /^#(\d+)/.exec(lines[guest] ?? '')?.[1] ?? '';
    const shown = await support('show', id);
    expect(shown).toContain('from:    Jana <visitor@example.com>');
    expect(shown).toContain('player:  guest');
    expect(shown).toContain('desk:    guests');
    expect(shown).toContain('locale:  de');
    expect(shown.endsWith('How do free spins work?\nAnd when do they expire?')).toBe(true);
  });

  it("SH-045: a VIP player's message goes to the VIP desk, and the desk filters the list", async () => {
    const vip = await registerTestPlayer(app);
    const regular = await registerTestPlayer(app);
    // Gold (259): one of the brand's status-setting VIP groups.
    await addGroupsBySystem(app.deps, app.deps.database.db, vip.player.id, [259], 'test');
    expect((await send({ message: 'My withdrawal is late' }, vip.cookie)).statusCode).toBe(200);
    expect((await send({ message: 'Where is my gift?' }, regular.cookie)).statusCode).toBe(200);

    const vipDesk = await support('list', '--desk', 'vip');
    expect(vipDesk).toContain(`player ${vip.player.id}  vip desk`);
    expect(vipDesk).not.toContain(`player ${regular.player.id}`);
    const playersDesk = await support('list', '--desk', 'players');
    expect(playersDesk).toContain(`player ${regular.player.id}  players desk`);
    expect(playersDesk).not.toContain(`player ${vip.player.id}`);
    await expect(support('list', '--desk', 'gold')).rejects.toThrow(/--desk as vip/);
  });

  it('lists only what came since a day, and says so when nothing did', async () => {
    expect(await support('list', '--since', '2999-01-01')).toBe('no messages');
    await expect(support('list', '--since', 'yesterday')).rejects.toThrow(SupportUsageError);
  });

  it('answers a wrong call with its usage, never a stack', async () => {
    await expect(support()).rejects.toThrow(/missing a command\nusage: npm run support/);
    await expect(support('show', 'abc')).rejects.toThrow(/missing a message id/);
    await expect(support('show', '999999')).rejects.toThrow(/there is none/);
  });
});
