import { useCallback, useState } from 'react';
import type { ExchangeAnswer, RedeemableReward } from '@croupier/contracts/comp-points';
import { logError } from '../../lib/logger';
import { useExchangeReward } from './api/exchange-reward';
import type { MartEnv } from './mart-env';
import { newIdempotencyKey } from './reward-view';

export type ExchangeStep =
  | { step: 'purchase'; reward: RedeemableReward }
  | { step: 'multi-account' }
  | { step: 'pending'; reward: RedeemableReward; quantity: number }
  | { step: 'result'; reward: RedeemableReward; answer: ExchangeAnswer | null };

/**
 * The exchange click order of engagement.md §4 (CP-013, CP-014): a multi-account player gets
 * the warning and no request; a player who turned bonuses off confirms turning them on; then
 * the purchase popup closes, the exchange is made once (one Idempotency-Key per order) and
 * the result popup says success or a failure without detail.
 */
export function useExchangeFlow(env: Pick<MartEnv, 'player' | 'multiAccountGroup' | 'guardBonus'>) {
  const [state, setState] = useState<ExchangeStep | null>(null);
  const exchange = useExchangeReward();
  const { player, multiAccountGroup, guardBonus } = env;

  const open = useCallback(
    (reward: RedeemableReward) => setState({ step: 'purchase', reward }),
    [],
  );
  const close = useCallback(() => setState(null), []);

  const submit = useCallback(
    (reward: RedeemableReward, quantity: number) => {
      if (!player) return;
      if (multiAccountGroup !== undefined && player.groups.includes(multiAccountGroup)) {
        setState({ step: 'multi-account' });
        return;
      }
      guardBonus(() => {
        setState({ step: 'pending', reward, quantity });
        exchange.mutate(
          { reward, quantity, idempotencyKey: newIdempotencyKey() },
          {
            onSuccess: (answer) => setState({ step: 'result', reward, answer }),
            onError: (error) => {
              logError('COMP_POINTS_EXCHANGE_ERROR', error);
              setState({ step: 'result', reward, answer: null });
            },
          },
        );
      });
    },
    [player, multiAccountGroup, guardBonus, exchange],
  );

  return { state, open, close, submit };
}
