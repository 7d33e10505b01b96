import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TournamentNotificationPush } from '@croupier/contracts/tournaments';
import { isTestQuest } from '@croupier/domain/tournaments/identifier';
import { showToast, type ToastTone } from '../../components/toast';
import { tournamentKeys } from './api/tournament-keys';

const NOTICES: Record<TournamentNotificationPush['kind'], { key: string; tone: ToastTone }> = {
  entered_prizes: { key: 'TOURNAMENTS.NOTICE.ENTERED_PRIZES', tone: 'success' },
  dropped_out: { key: 'TOURNAMENTS.NOTICE.DROPPED_OUT', tone: 'warning' },
  won: { key: 'TOURNAMENTS.NOTICE.WON', tone: 'success' },
  quest_level: { key: 'TOURNAMENTS.NOTICE.QUEST_LEVEL', tone: 'success' },
  achievement: { key: 'TOURNAMENTS.NOTICE.ACHIEVEMENT', tone: 'success' },
};

/** How long the notices of one bet (one per running item) are gathered into one toast. */
export const NOTICE_WINDOW_MS = 300;

/**
 * TN-012: a `tournament_notifications` notice (the player entered the prizes, dropped out, won,
 * reached a quest level or earned an achievement) shows as a toast in the player's language. A
 * win, a level and an achievement also land in the bell as the server's stored notification.
 * One bet can move the player in every running item at once: the notices of a burst make one
 * toast per kind (the first, "+N more"), not a stack that covers a phone's screen; a test
 * quest's (TN-029) show only with `showTestQuests` (the site's `enableTestQuests`).
 */
export function useTournamentNotice(showTestQuests: boolean) {
  const { t } = useTranslation();
  const burst = useRef<{ notices: TournamentNotificationPush[]; timer?: number }>({ notices: [] });
  const flush = useCallback(() => {
    const notices = burst.current.notices;
    burst.current = { notices: [] };
    for (const kind of Object.keys(NOTICES) as TournamentNotificationPush['kind'][]) {
      const same = notices.filter((notice) => notice.kind === kind);
      const [first] = same;
      if (!first) continue;
      const { key, tone } = NOTICES[kind];
      const text = t(key, { title: first.title, place: first.place ?? '' });
      showToast(
        same.length > 1
          ? `${text} ${t('TOURNAMENTS.NOTICE.MORE', { count: same.length - 1 })}`
          : text,
        tone,
      );
    }
  }, [t]);
  return useCallback(
    async (data: unknown) => {
      const { tournamentNotificationPushSchema } = await import('../../lib/contracts');
      const parsed = tournamentNotificationPushSchema.safeParse(data);
      if (!parsed.success) return;
      const notice = parsed.data;
      if (!showTestQuests && isTestQuest(notice.frontend_identifier)) return;
      burst.current.notices.push(notice);
      burst.current.timer ??= window.setTimeout(flush, NOTICE_WINDOW_MS);
    },
    [flush, showTestQuests],
  );
}

/**
 * TN-012: a `tournaments_statuses` push carries the player's new status in one item: it takes
 * the status's place at once (the place, points and prize move with no round trip), and the
 * item's board and lists are read again by the channel's refresh.
 */
export function useTournamentStatusPush() {
  const queryClient = useQueryClient();
  return useCallback(
    async (data: unknown) => {
      const { tournamentPlayerStatusSchema } = await import('../../lib/contracts');
      const parsed = tournamentPlayerStatusSchema.safeParse(data);
      if (!parsed.success) return;
      queryClient.setQueryData(tournamentKeys.status(parsed.data.tournament_id), parsed.data);
    },
    [queryClient],
  );
}
