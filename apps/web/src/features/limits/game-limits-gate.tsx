import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { limitsQueryOptions } from './api/get-limits';
import { isAnyLimitReached } from './limit-rules';

/**
 * platform-core.md §2.5, engagement.md §2 Routes (RT-057): a signed-in player who has reached
 * any limit and enters the game page goes to profile limits. Decided once, on entry: a limit
 * reached during play shows the warning, and the wallet refuses what the limit forbids.
 * The limits are read afresh on entry (a cached list may be older than the last push); until
 * they are known the game does not start; if they cannot be read, the game page renders and
 * the server's own checks (launch, wallet) stand.
 */
export function GameLimitsGate({
  isLoggedIn,
  children,
}: {
  isLoggedIn: boolean;
  children: ReactNode;
}) {
  const toHref = useLocalePath();
  const {
    data: limits,
    isError,
    isFetching,
  } = useQuery({
    ...limitsQueryOptions(),
    enabled: isLoggedIn,
    refetchOnMount: 'always',
  });
  const [decision, setDecision] = useState<'play' | 'limits' | null>(null);
  if (!isLoggedIn) return children;
  let current = decision;
  if (current === null && !isFetching && (limits !== undefined || isError)) {
    current = isAnyLimitReached(limits) ? 'limits' : 'play';
    setDecision(current);
  }
  if (current === 'limits') return <Navigate to={toHref(paths.profile.limits.getHref())} replace />;
  return current === 'play' ? children : null;
}
