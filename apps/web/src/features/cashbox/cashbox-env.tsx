import { createContext, use, useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import type { BrandGroups } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import { paths } from '../../config/paths';
import { useLocalePath } from '../../lib/i18n/use-locale';

/**
 * What the cashbox needs from the rest of the site. Features do not import each other, so the
 * app hands these over (app/routes/cashbox-screens.tsx): the session's player, the brand's
 * currency display data and groups, the deposit promo code from the landing URL, the device
 * fingerprint.
 */
export interface CashboxEnv {
  player: Player;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
  brandGroups: BrandGroups | undefined;
  /** `depositPromocode` kept from the landing URL (RT-054), and how to forget it (CB-019). */
  storedPromoCode: string | null;
  forgetPromoCode: () => void;
  deviceFingerprint: () => Promise<string | undefined>;
  /** CB-024: the group a Lithuanian IBAN puts the player in, when the brand lets players join it. */
  lithuanianIbanGroup: number | undefined;
  /** GF-032: the visitor's stag is in excluded-promo-stags: no deposit gift is offered. */
  hidesDepositGifts?: boolean | undefined;
  /** Replaces the session's player after a change made here (GF-021: bonuses turned on). */
  onPlayerChange?: ((player: Player) => void) | undefined;
}

const CashboxEnvContext = createContext<CashboxEnv | null>(null);

export function CashboxEnvProvider({ env, children }: { env: CashboxEnv; children: ReactNode }) {
  return <CashboxEnvContext value={env}>{children}</CashboxEnvContext>;
}

export function useCashboxEnv(): CashboxEnv {
  const env = use(CashboxEnvContext);
  if (!env) throw new Error('useCashboxEnv outside CashboxEnvProvider');
  return env;
}

/** The cashbox steps (RT-008, CB-001), each its own popup route. */
export type CashboxStep = 'dashboard' | 'deposit' | 'deposit-bonus' | 'deposit-fast' | 'withdraw';

const STEP_HREF: Record<CashboxStep, () => string> = {
  dashboard: () => paths.cashbox.root.getHref(),
  deposit: () => paths.cashbox.deposit.getHref(),
  'deposit-bonus': () => paths.cashbox.depositBonus.getHref(),
  'deposit-fast': () => paths.cashbox.depositFast.getHref(),
  withdraw: () => paths.cashbox.withdraw.getHref(),
};

export function cashboxHref(step: CashboxStep, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${STEP_HREF[step]()}${search}`;
}

/** Moves between steps: each is a route, so the back button walks them. */
export function useCashboxNavigate(): (step: CashboxStep, query?: Record<string, string>) => void {
  const navigate = useNavigate();
  const toHref = useLocalePath();
  return useCallback(
    (step, query) => navigate(toHref(cashboxHref(step, query))),
    [navigate, toHref],
  );
}
