import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TournamentNotificationPush } from '@croupier/contracts/tournaments';
import { showToast, type ToastTone } from '../../components/toast';
import { tournamentKeys } from './api/tournament-keys';

const NOTICES: Record<TournamentNotificationPush['kind'], { key: string; tone: ToastTone }> = {
  entered_prizes: { key: 'TOURNAMENTS.NOTICE.ENTERED_PRIZES', tone: 'success' },
  dropped_out: { key: 'TOURNAMENTS.NOTICE.DROPPED_OUT', tone: 'warning' },
  won: { key: 'TOURNAMENTS.NOTICE.WON', tone: 'success' },
  quest_level: { key: 'TOURNAMENTS.NOTICE.QUEST_LEVEL', tone: 'success' },
  achievement: { key: 'TOURNAMENTS.NOTICE.ACHIEVEMENT', tone: 'success' },
};

/**
 * TN-012: a `tournament_notifications` notice (the player entered the prizes, dropped out, won,
 * reached a quest level or earned an achievement) shows as a toast in the player's language. A
 * win, a level and an achievement also land in the bell as the server's stored notification.
 */
export function useTournamentNotice() {
  const { t } = useTranslation();
  return useCallback(
    async (data: unknown) => {
      const { tournamentNotificationPushSchema } = await import('../../lib/contracts');
      const parsed = tournamentNotificationPushSchema.safeParse(data);
      if (!parsed.success) return;
      const notice = parsed.data;
      const { key, tone } = NOTICES[notice.kind];
      showToast(t(key, { title: notice.title, place: notice.place ?? '' }), tone);
    },
    [t],
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
