import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChanceDrawResult,
  ChanceState,
  ChanceTable,
  Lootbox,
  LootboxActivation,
  WheelSpinResult,
  WheelState,
} from '@croupier/contracts/lootboxes';
import { apiRequest } from '../../../lib/api-client';
import { lootboxKeys } from './lootbox-keys';

/** The player's time zone: LB-002's "today" is theirs. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** GET /api/player/lootboxes: issued boxes and those opened today (LB-002, LB-003). */
export async function getLootboxes(): Promise<Lootbox[]> {
  const { lootboxes } = await apiRequest(
    `/api/player/lootboxes?time_zone=${encodeURIComponent(timeZone())}`,
    { contract: (c) => c.lootboxListSchema },
  );
  return lootboxes;
}

/** POST /api/player/lootboxes/{id}/activation: the server draws the prize (LB-004). */
export function activateLootbox(id: number): Promise<LootboxActivation> {
  return apiRequest(`/api/player/lootboxes/${id}/activation`, {
    method: 'POST',
    contract: (c) => c.lootboxActivationSchema,
  });
}

export function getWheel(): Promise<WheelState> {
  return apiRequest('/api/player/wheel', { contract: (c) => c.wheelStateSchema });
}

/** POST /api/player/wheel/spins: the drawn segment, where the wheel stops (LB-012). */
export function spinWheel(giftId: number): Promise<WheelSpinResult> {
  return apiRequest('/api/player/wheel/spins', {
    method: 'POST',
    body: { gift_id: giftId },
    contract: (c) => c.wheelSpinResultSchema,
  });
}

export function getChance(): Promise<ChanceState> {
  return apiRequest('/api/player/chance', { contract: (c) => c.chanceStateSchema });
}

/** GET /api/chance: the published table a guest sees (in euros). */
export function getChanceTable(): Promise<ChanceTable> {
  return apiRequest('/api/chance', { contract: (c) => c.chanceTableSchema });
}

export function enterChance(giftId: number): Promise<ChanceDrawResult> {
  return apiRequest('/api/player/chance/draws', {
    method: 'POST',
    body: { gift_id: giftId },
    contract: (c) => c.chanceDrawResultSchema,
  });
}

export function useLootboxes(enabled: boolean) {
  return useQuery({ queryKey: lootboxKeys.list(), queryFn: getLootboxes, enabled });
}

export function useWheel(enabled: boolean) {
  return useQuery({ queryKey: lootboxKeys.wheel(), queryFn: getWheel, enabled });
}

export function useChance(enabled: boolean) {
  return useQuery({ queryKey: lootboxKeys.chance(), queryFn: getChance, enabled });
}

export function useChanceTable(enabled: boolean) {
  return useQuery({
    queryKey: [...lootboxKeys.chance(), 'table'],
    queryFn: getChanceTable,
    enabled,
  });
}

/**
 * A draw's mutation: the lists reload only when the caller says the result has been shown
 * (`refresh`), so a spinning wheel does not lose its spin count mid-turn.
 */
function useDraw<T>(draw: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: draw });
  const refresh = () => queryClient.invalidateQueries({ queryKey: lootboxKeys.all });
  return { ...mutation, refresh };
}

export const useOpenLootbox = () => useDraw(activateLootbox);
export const useSpinWheel = () => useDraw(spinWheel);
export const useEnterChance = () => useDraw(enterChance);
