import { describe, expect, it } from 'vitest';
import { chatAudience, chatGroup } from './chat-group.js';

describe('support chat group (SH-045)', () => {
  it("routes VIP players to '2', other players to '1' and guests to chat group 26", () => {
    expect(chatGroup('vip')).toBe('2');
    expect(chatGroup('regular')).toBe('1');
    expect(chatGroup('guest')).toBe(26);
  });

  it('treats a visitor without a session as a guest, whatever else is known', () => {
    expect(chatAudience({ isSignedIn: false, isVip: true })).toBe('guest');
    expect(chatAudience({ isSignedIn: true, isVip: true })).toBe('vip');
    expect(chatAudience({ isSignedIn: true, isVip: false })).toBe('regular');
  });
});
