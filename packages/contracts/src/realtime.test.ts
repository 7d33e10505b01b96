import { describe, expect, it } from 'vitest';
import {
  PRIVATE_CHANNELS,
  PUBLIC_CHANNELS,
  clientFrameSchema,
  groupsUpdatesEventSchema,
  notificationSchema,
  playerSettingsSchema,
  serverFrameSchema,
  winEventSchema,
} from './realtime.js';

describe('real-time contract (NT-007, NT-008, NT-011, NT-012, NT-001, PR-011)', () => {
  it("names exactly the spec's channels", () => {
    expect([...PUBLIC_CHANNELS]).toEqual(['wins', 'jackpots_changes']);
    expect(PRIVATE_CHANNELS).toHaveLength(16);
    expect(new Set(PRIVATE_CHANNELS).size).toBe(16);
    expect(PRIVATE_CHANNELS).toContain('balance');
    expect(PRIVATE_CHANNELS).toContain('payment_methods_updated');
  });

  it('reads client frames and refuses unknown channels', () => {
    expect(clientFrameSchema.parse({ type: 'subscribe', channels: ['wins'] })).toEqual({
      type: 'subscribe',
      channels: ['wins'],
    });
    expect(clientFrameSchema.safeParse({ type: 'subscribe', channels: ['casino'] }).success).toBe(
      false,
    );
    expect(clientFrameSchema.safeParse({ type: 'ping' }).success).toBe(true);
  });

  it('tells event frames from control frames', () => {
    expect(
      serverFrameSchema.parse({ channel: 'balance', event: 'changed', data: { a: 1 }, id: 'x' }),
    ).toHaveProperty('channel', 'balance');
    expect(serverFrameSchema.parse({ type: 'pong' })).toEqual({ type: 'pong' });
  });

  it('parses the payloads the spec leaves open and a notification', () => {
    expect(
      winEventSchema.safeParse({
        user_name: 'Jo***',
        game: { identifier: 'studio:book-of-ra', title: 'Book' },
        amount_cents: 12_500,
        currency: 'EUR',
      }).success,
    ).toBe(true);
    expect(groupsUpdatesEventSchema.safeParse({ groups: [859, 1056] }).success).toBe(true);
    expect(
      notificationSchema.safeParse({
        id: 5,
        type: 'freespins_changes',
        text: '20 free spins',
        identifier: null,
        content: {
          icon: null,
          title: 'Free spins',
          button: { title: 'Open', path: '/profile/gifts' },
        },
        expiry: '2026-01-15T14:00:00.000Z',
      }).success,
    ).toBe(true);
  });

  it('describes the settings block', () => {
    expect(
      playerSettingsSchema.safeParse({ realtime: { url: 'wss://x/ws', user: '1', token: 'a.b' } })
        .success,
    ).toBe(true);
  });
});
