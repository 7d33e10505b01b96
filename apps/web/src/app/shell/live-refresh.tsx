import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Channel } from '@croupier/contracts/realtime';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { adventureKeys } from '../../features/adventures/api/adventure-keys';
import { cashboxKeys } from '../../features/cashbox/api/cashbox-keys';
import { useFeatureFlag } from '../../features/feature-flags/use-feature-flags';
import { gamesKeys } from '../../features/games/api/games-keys';
import { giftKeys } from '../../features/gifts/api/gift-keys';
import { jackpotKeys } from '../../features/jackpots/api/jackpot-keys';
import { useJackpotWinNotice } from '../../features/jackpots/jackpot-win-notice';
import { lootboxKeys } from '../../features/lootboxes/api/lootbox-keys';
import { compPointKeys } from '../../features/rewards-mart/api/comp-point-keys';
import { sessionKeys } from '../../features/session/api/session-keys';
import { tournamentKeys } from '../../features/tournaments/api/tournament-keys';
import {
  useTournamentNotice,
  useTournamentStatusPush,
} from '../../features/tournaments/tournament-notice';
import { vipKeys } from '../../features/vip/api/vip-keys';
import { unreadCount, useNotifications } from '../../features/notifications/api/get-notifications';
import { notificationKeys } from '../../features/notifications/api/notification-keys';
import { addPushedNotification } from '../../features/notifications/notification-push';
import { useRealtimeEvent, useRealtimeReconnect } from '../../features/realtime/realtime-provider';
import { useLocale } from '../../lib/i18n/use-locale';
import { createRefreshQueue, type RefreshQueue } from './refresh-queue';

// The bell's list rides in this chunk: the app shell loads both at sign-in with one import.
export { NotificationList } from '../../features/notifications/notification-list';

/**
 * NT-009: the queries each live channel refreshes. `balance`, the payment channels and
 * `payment_methods_updated` are the cashbox's (cashbox-live.tsx), `game_limits` the limits'
 * (limits-live.tsx). A channel whose screen does not exist yet gets its entry with the feature
 * that shows its data.
 */
export type LiveRefreshMap = Partial<Record<Channel, readonly QueryKey[]>>;

export const LIVE_REFRESH = {
  // Notifications (NT-002): the pushed one joins the bell at once (below); the channel's own
  // data refreshes beside it. A gift's change moves the bonus balance too.
  personal_notifications: [],
  // A wheel spin or a chance entry is a gift: its change moves the wheel and chance pages too.
  // An adventure day's prize is a gift: its calendar moves on with it.
  bonuses_changes: [giftKeys.all, cashboxKeys.accounts(), lootboxKeys.all, adventureKeys.all],
  freespins_changes: [giftKeys.all, cashboxKeys.accounts(), adventureKeys.all],
  // LB-013: a box issued, opened or expired refreshes the boxes, the wheel and the widget.
  lootboxes_changes: [lootboxKeys.all],
  // CP-026: each award (or rollback) moves the balance, and with it the mart's accents.
  comps_award: [compPointKeys.all],
  // PR-015, VIP-012: a status change moves the player's groups (badge, manager) and the club.
  groups_updates: [sessionKeys.player(), vipKeys.all],
  // TN-012: the player's standing moved: the lists, the page's board and the quest widget.
  tournaments_statuses: [tournamentKeys.all],
  // A notice (prizes entered or lost, a win, a level, an achievement) moves them too; the toast
  // is TournamentNotices' below, a win's stored notification comes on personal_notifications.
  tournament_notifications: [tournamentKeys.all],
  // Public, heard while signed in: the tiles' jackpot amounts, whatever the currency, and the
  // jackpots' slider and winners (JP-009).
  jackpots_changes: [[...gamesKeys.all, 'jackpots'], jackpotKeys.all],
  // JP-009: the player's own jackpot win: the pools, the winners and the balance.
  jackpot_win_award: [jackpotKeys.all, cashboxKeys.accounts()],
} as const satisfies LiveRefreshMap;

type RefreshedChannel = keyof typeof LIVE_REFRESH;
const CHANNELS = Object.keys(LIVE_REFRESH) as RefreshedChannel[];
const NOTIFYING: ReadonlySet<Channel> = new Set<Channel>([
  'personal_notifications',
  'bonuses_changes',
  'freespins_changes',
]);

function ChannelRefresh({ channel, queue }: { channel: RefreshedChannel; queue: RefreshQueue }) {
  const queryClient = useQueryClient();
  useRealtimeEvent(channel, (message) => {
    if (NOTIFYING.has(channel)) void addPushedNotification(queryClient, message.data);
    queue.add(LIVE_REFRESH[channel]);
  });
  return null;
}

/** TN-012: each `tournament_notifications` notice shows as a toast; a status push lands at once. */
function TournamentNotices() {
  const showNotice = useTournamentNotice(useFeatureFlag('enableTestQuests'));
  const putStatus = useTournamentStatusPush();
  useRealtimeEvent('tournament_notifications', (message) => void showNotice(message.data));
  useRealtimeEvent('tournaments_statuses', (message) => void putStatus(message.data));
  return null;
}

/** JP-009: the winner hears of a jackpot win at once, in the player's language and money. */
function JackpotWinNotices() {
  const { locale } = useLocale();
  const { data: currencyConfig } = useFeConfig('currency-config');
  const showWin = useJackpotWinNotice(locale, currencyConfig);
  useRealtimeEvent('jackpot_win_award', (message) => void showWin(message.data));
  return null;
}

/**
 * Keeps a signed-in player's data live (NT-009, NT-011): each channel of `LIVE_REFRESH`
 * refreshes its queries when its event arrives (a burst of pushes read once, refresh-queue.ts),
 * and after a reconnect (the pushes missed while
 * the socket was down are lost) the notifications and every mapped query load again. It loads
 * the notification list at login and tells the bell its unread count (NT-004), so none of this
 * weighs on the entry chunk.
 */
export function LiveRefresh({ onUnreadChange }: { onUnreadChange: (count: number) => void }) {
  const queryClient = useQueryClient();
  const [queue] = useState(() => createRefreshQueue(queryClient));
  useEffect(() => () => queue.stop(), [queue]);
  const { data: notifications } = useNotifications(true);
  const unread = unreadCount(notifications);
  useEffect(() => onUnreadChange(unread), [onUnreadChange, unread]);
  useRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    for (const keys of Object.values(LIVE_REFRESH) as (readonly QueryKey[])[]) {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }
  });
  return (
    <>
      {CHANNELS.map((channel) => (
        <ChannelRefresh key={channel} channel={channel} queue={queue} />
      ))}
      <TournamentNotices />
      <JackpotWinNotices />
    </>
  );
}
