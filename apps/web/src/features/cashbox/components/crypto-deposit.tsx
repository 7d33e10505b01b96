import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoAddress, Payment } from '@croupier/contracts/payments';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Spinner } from '../../../components/spinner';
import { logWarn } from '../../../lib/logger';
import styles from './cashbox.module.css';

/** The QR arrives as SVG text; as an image it can draw but never run anything. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface CryptoDepositProps {
  address: CryptoAddress;
  currencyLabel: string;
  /** The minimum the method credits, already written in the shown unit. */
  minimumText: string;
  /** The deposit's state while the page waits for the transfer, if one was created. */
  state?: Payment['state'] | undefined;
}

/**
 * A crypto deposit (CB-025, CB-026): the player's own address with its QR, network and memo,
 * a copy button, and a "waiting for your transfer" state that follows the payment.
 */
export function CryptoDeposit({ address, currencyLabel, minimumText, state }: CryptoDepositProps) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.address);
      setCopied(true);
    } catch (error) {
      // No clipboard (permissions, old browser): the address stays selectable.
      logWarn('COPY_ADDRESS_ERROR', error);
    }
  };
  return (
    <div className={styles.section}>
      <div className={styles.crypto}>
        <div className={styles.qr}>
          <img
            src={svgSource(address.qr)}
            alt={t('CASHBOX.CRYPTO.QR', { currency: currencyLabel })}
          />
        </div>
        <div className={styles.cryptoInfo}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('CASHBOX.CRYPTO.ADDRESS')}</dt>
              <dd className={styles.address} data-testid="crypto-address">
                {address.address}
              </dd>
            </div>
            <div>
              <dt>{t('CASHBOX.CRYPTO.NETWORK')}</dt>
              <dd>{address.network}</dd>
            </div>
            {address.memo ? (
              <div>
                <dt>{t('CASHBOX.CRYPTO.MEMO')}</dt>
                <dd className={styles.address}>{address.memo}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('CASHBOX.CRYPTO.MINIMUM')}</dt>
              <dd>{minimumText}</dd>
            </div>
          </dl>
          <Button variant="secondary" onClick={() => void copy()}>
            <Icon name={isCopied ? 'check' : 'link'} size={18} />
            {isCopied ? t('CASHBOX.CRYPTO.COPIED') : t('CASHBOX.CRYPTO.COPY')}
          </Button>
        </div>
      </div>
      <p className={[styles.note, styles.warning].join(' ')}>
        <Icon name="alert" size={16} />
        <span>
          {t('CASHBOX.CRYPTO.ONLY_NETWORK', { network: address.network, currency: currencyLabel })}
        </span>
      </p>
      {state === undefined ? null : state === 'succeeded' ? (
        <p className={styles.waiting} role="status">
          <Icon name="check" size={18} />
          {t('CASHBOX.CRYPTO.RECEIVED')}
        </p>
      ) : (
        <p className={styles.waiting} role="status">
          <Spinner size={18} />
          {state === 'processing' ? t('CASHBOX.CRYPTO.CONFIRMING') : t('CASHBOX.CRYPTO.WAITING')}
        </p>
      )}
    </div>
  );
}
