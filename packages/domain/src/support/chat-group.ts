/**
 * Support chat routing (platform-core.md §4 Chat choice; requirements SH-045, K-078): a signed-in
 * player's chat carries a support group, `'2'` for VIP players so their conversations reach the
 * VIP desk and `'1'` for everyone else; a guest has no support group, so the widget opens in the
 * default chat group, id 26.
 */
export type ChatAudience = 'guest' | 'regular' | 'vip';

export const VIP_SUPPORT_GROUP = '2';
export const REGULAR_SUPPORT_GROUP = '1';
export const GUEST_CHAT_GROUP_ID = 26;

export type ChatGroup =
  typeof VIP_SUPPORT_GROUP | typeof REGULAR_SUPPORT_GROUP | typeof GUEST_CHAT_GROUP_ID;

/** The chat group the support widget opens in for this audience. */
export function chatGroup(audience: ChatAudience): ChatGroup {
  if (audience === 'guest') return GUEST_CHAT_GROUP_ID;
  return audience === 'vip' ? VIP_SUPPORT_GROUP : REGULAR_SUPPORT_GROUP;
}

/** Who is asking: a visitor without a session is a guest; a player is VIP or not. */
export function chatAudience(player: { isSignedIn: boolean; isVip: boolean }): ChatAudience {
  if (!player.isSignedIn) return 'guest';
  return player.isVip ? 'vip' : 'regular';
}
