import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@croupier/contracts/payments';
import { SelectField, TextField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { isLithuanianIban } from '../rules/iban';
import { useSavedCardLabel } from './method-list';
import styles from './cashbox.module.css';

export interface DestinationFieldProps {
  method: PaymentMethod;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
}

/**
 * Where a withdrawal goes, as the method asks (`cashoutField`): a saved card (never a card
 * number, IN-07), a wallet address, an IBAN (CB-024 notes a Lithuanian one) or a wallet e-mail.
 */
export function DestinationField({ method, value, onChange, errors }: DestinationFieldProps) {
  const { t } = useTranslation();
  const savedCardLabel = useSavedCardLabel();
  switch (method.cashoutField) {
    case 'saved_profile':
      return method.savedProfiles.length === 0 ? (
        <p className={[styles.note, styles.warning].join(' ')}>
          <Icon name="info" size={16} />
          <span>{t('CASHBOX.WITHDRAW.NO_SAVED_CARD')}</span>
        </p>
      ) : (
        <SelectField
          label={t('CASHBOX.WITHDRAW.CARD')}
          value={value}
          onChange={onChange}
          errors={errors}
          required
          options={method.savedProfiles.map((profile) => ({
            value: String(profile.id),
            label: savedCardLabel(profile),
          }))}
        />
      );
    case 'address':
      return (
        <TextField
          label={t('CASHBOX.WITHDRAW.ADDRESS', { currency: method.currency })}
          value={value}
          onChange={onChange}
          errors={errors}
          autoComplete="off"
          spellCheck={false}
          hint={
            method.network ? t('CASHBOX.WITHDRAW.NETWORK', { network: method.network }) : undefined
          }
          required
        />
      );
    case 'iban':
      return (
        <>
          <TextField
            label={t('CASHBOX.WITHDRAW.IBAN')}
            value={value}
            onChange={onChange}
            errors={errors}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          {isLithuanianIban(value) ? (
            <p className={[styles.note, styles.warning].join(' ')} role="status">
              <Icon name="info" size={16} />
              <span>{t('CASHBOX.WITHDRAW.LT_IBAN')}</span>
            </p>
          ) : null}
        </>
      );
    case 'wallet_email':
      return (
        <TextField
          label={t('CASHBOX.WITHDRAW.WALLET_EMAIL', { wallet: method.title })}
          type="email"
          value={value}
          onChange={onChange}
          errors={errors}
          autoComplete="email"
          required
        />
      );
    default:
      return null;
  }
}
