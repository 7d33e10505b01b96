import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import styles from './profile.module.css';

/**
 * The ten recovery codes, shown once (AS-07): each signs in once instead of an app code. Copy
 * and download keep them somewhere safe; the api never shows them again.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  // The form that led here is gone; the codes take its focus so they are read out at once.
  useEffect(() => region.current?.focus(), []);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div
      ref={region}
      tabIndex={-1}
      className={styles.recovery}
      role="region"
      aria-labelledby="profile-recovery-title"
    >
      <h3 id="profile-recovery-title" className={styles.subTitle}>
        {t('PROFILE.TWO_FACTOR.CODES_TITLE')}
      </h3>
      <p className={styles.muted}>{t('PROFILE.TWO_FACTOR.CODES_TEXT')}</p>
      <ol className={styles.codes} aria-label={t('PROFILE.TWO_FACTOR.CODES_TITLE')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Icon name={isCopied ? 'check' : 'link'} size={16} />
          {isCopied ? t('PROFILE.ACTIONS.COPIED') : t('PROFILE.ACTIONS.COPY')}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Icon name="download" size={16} />
          {t('PROFILE.ACTIONS.DOWNLOAD')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('PROFILE.TWO_FACTOR.CODES_SAVED')}
        </Button>
      </div>
    </div>
  );
}
