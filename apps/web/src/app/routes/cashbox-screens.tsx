import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import {
  missingPaymentProfileFields,
  PAYMENT_PROFILE_FIELDS,
} from '@croupier/domain/profile/payment-profile';
import { Spinner } from '../../components/spinner';
import { dfpc } from '../../features/auth/dfpc';
import { usePlayerCountryCodes } from '../../features/brand/api/get-countries';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useProject } from '../../features/brand/api/get-project';
import { activeAccount, useAccounts } from '../../features/cashbox/api/get-accounts';
import { CashboxEnvProvider, type CashboxEnv } from '../../features/cashbox/cashbox-env';
import { CashboxFrame } from '../../features/cashbox/components/cashbox-frame';
import { DashboardScreen } from '../../features/cashbox/dashboard-screen';
import { DepositFastScreen } from '../../features/cashbox/deposit-fast-screen';
import { DepositScreen } from '../../features/cashbox/deposit-screen';
import { isCryptoCode } from '../../lib/money';
import { WithdrawScreen } from '../../features/cashbox/withdraw-screen';
import type { ModalComponentProps } from '../../features/modals/modal-registry';
import { PersonalDataForm } from '../../features/profile/components/personal-data-form';
import { getStoredPromoCode, type PromoCodeParam } from '../../features/routing/promo-codes';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { updateCachedPlayer } from '../../features/session/user-data';
import { getCookie } from '../../lib/cookies';
import { useLocale } from '../../lib/i18n/use-locale';
import { session } from '../../lib/storage';
import styles from '../../features/cashbox/components/cashbox.module.css';

/**
 * The cashbox popups (platform-core.md §2.4; CB-001) composed with what they need from other
 * features: the session's player, the brand's currency display data and groups, the stored
 * deposit promo code (RT-054, CB-019), the device fingerprint for the fraud check, and the
 * profile's personal-data form for the completion gate (CB-003).
 */
type Step = 'dashboard' | 'deposit' | 'deposit-bonus' | 'deposit-fast' | 'withdraw';

const DEPOSIT_PROMOCODE: PromoCodeParam = 'depositPromocode';

const PLAYER_FIELD_TYPES: Partial<Record<string, PlayerFieldsResponse['fields'][number]['type']>> =
  { date_of_birth: 'date', country: 'select', mobile_phone: 'phone' };

/** CB-003: the completion fields, every one required, as the personal-data form reads them. */
const COMPLETION_FIELDS: PlayerFieldsResponse = {
  fields: PAYMENT_PROFILE_FIELDS.map((name) => ({
    name,
    type: PLAYER_FIELD_TYPES[name] ?? 'string',
    required_in: ['edition'],
  })),
  contexts: { edition: [...PAYMENT_PROFILE_FIELDS] },
};

function ProfileGate({ player, locale }: { player: Player; locale: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countries = usePlayerCountryCodes();
  return (
    <CashboxFrame step="deposit" title={t('CASHBOX.GATE.TITLE')} icon="user" hasNav={false}>
      <div className={styles.gate}>
        <p className={styles.muted}>{t('CASHBOX.GATE.TEXT')}</p>
        <PersonalDataForm
          player={player}
          config={COMPLETION_FIELDS}
          countries={countries ?? []}
          locale={locale}
          onSaved={(saved) => updateCachedPlayer(queryClient, saved)}
        />
      </div>
    </CashboxFrame>
  );
}

function CashboxRoute({ step, props, close }: ModalComponentProps & { step: Step }) {
  const { locale } = useLocale();
  const { data: player } = usePlayer();
  const { data: currencyConfig } = useFeConfig('currency-config');
  // GF-032: a stag the brand excludes from promotions sees no deposit-gift picker.
  const { data: excludedStags } = useFeConfig('excluded-promo-stags');
  const stag = getCookie('stag');
  const hidesDepositGifts = stag !== undefined && (excludedStags?.stags ?? []).includes(stag);
  const { data: project } = useProject();
  const { data: accounts, isPending: isAccountsPending } = useAccounts(isLoggedIn(player));
  const [storedPromoCode] = useState(() => getStoredPromoCode(DEPOSIT_PROMOCODE));
  const forgetPromoCode = useCallback(() => session.remove(DEPOSIT_PROMOCODE), []);
  const deviceFingerprint = useCallback(() => dfpc(), []);
  const queryClient = useQueryClient();
  const onPlayerChange = useCallback(
    (next: Player) => updateCachedPlayer(queryClient, next),
    [queryClient],
  );

  const env = useMemo<CashboxEnv | null>(
    () =>
      player && isLoggedIn(player)
        ? {
            player,
            locale,
            currencyConfig,
            brandGroups: project?.groups,
            storedPromoCode,
            forgetPromoCode,
            deviceFingerprint,
            // CB-024: the group a player entering a Lithuanian IBAN joins, from the brand.
            lithuanianIbanGroup: project?.groups.lithuanianIban,
            // GF-021: bonuses turned on at the deposit gift replace the session's player.
            onPlayerChange,
            hidesDepositGifts,
          }
        : null,
    [
      player,
      locale,
      currencyConfig,
      project?.groups,
      storedPromoCode,
      forgetPromoCode,
      deviceFingerprint,
      onPlayerChange,
      hidesDepositGifts,
    ],
  );
  // The route guard sends guests to registration (RT-007) before this renders.
  if (!player || !env) return null;
  if (isAccountsPending) {
    return (
      <div className={styles.result} role="status">
        <Spinner size={40} />
      </div>
    );
  }

  const currency = activeAccount(accounts)?.currency ?? player.currency ?? '';
  const isFiat = currency !== '' && !isCryptoCode(currency, currencyConfig);
  if (missingPaymentProfileFields(player, isFiat).length > 0) {
    return <ProfileGate player={player} locale={locale} />;
  }

  return (
    <CashboxEnvProvider env={env}>
      {step === 'dashboard' ? (
        <DashboardScreen />
      ) : step === 'withdraw' ? (
        <WithdrawScreen onClose={close} />
      ) : step === 'deposit-fast' ? (
        <DepositFastScreen onClose={close} />
      ) : (
        <DepositScreen
          variant={step === 'deposit-bonus' ? 'bonus' : 'deposit'}
          query={props.query}
          onClose={close}
        />
      )}
    </CashboxEnvProvider>
  );
}

export const CashboxDashboardModal = (props: ModalComponentProps) => (
  <CashboxRoute step="dashboard" {...props} />
);
export const CashboxDepositModal = (props: ModalComponentProps) => (
  <CashboxRoute step="deposit" {...props} />
);
export const CashboxDepositBonusModal = (props: ModalComponentProps) => (
  <CashboxRoute step="deposit-bonus" {...props} />
);
export const CashboxDepositFastModal = (props: ModalComponentProps) => (
  <CashboxRoute step="deposit-fast" {...props} />
);
export const CashboxWithdrawModal = (props: ModalComponentProps) => (
  <CashboxRoute step="withdraw" {...props} />
);
