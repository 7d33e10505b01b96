import { useEffect } from 'react';
import { useTournaments } from '../../features/tournaments/api/get-tournaments';
import { activeTournamentCount } from '../../features/tournaments/tournament-view';
import { useClock } from '../../features/tournaments/use-clock';

/**
 * SH-012: the number of tournaments running now for the side menu's and the top bar's
 * Tournaments entry, from the list the tournaments page reads (the player's groups applied by
 * the server). Its own chunk, so the entry stays as it was; the clock moves the number when a
 * tournament starts or ends.
 */
export function TournamentsCountSource({ onChange }: { onChange: (count: number) => void }) {
  const { data } = useTournaments();
  const now = useClock();
  const count = data ? activeTournamentCount(data, now) : 0;
  useEffect(() => onChange(count), [onChange, count]);
  return null;
}
