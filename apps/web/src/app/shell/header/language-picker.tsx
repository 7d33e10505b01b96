import type { Locale } from '@croupier/contracts/info';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Popover } from '../../../components/popover';
import { useDisclosure } from '../../../components/use-disclosure';
import styles from './header.module.css';

export interface LanguagePickerProps {
  /** GET /api/info/locales: what this host offers; only enabled ones are listed (§5). */
  locales: readonly Locale[];
  current: string;
  onChange: (code: string) => void;
  /** 'header' is a compact toggle; 'list' lays the choices out inline (side menu). */
  variant?: 'header' | 'list';
}

function LanguageOptions({
  locales,
  current,
  onPick,
}: {
  locales: readonly Locale[];
  current: string;
  onPick: (code: string) => void;
}) {
  return (
    <ul className={styles.languageList}>
      {locales.map((locale) => {
        const isCurrent = locale.code === current;
        return (
          <li key={locale.code}>
            <button
              type="button"
              lang={locale.code}
              className={styles.languageOption}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => onPick(locale.code)}
            >
              <span className={styles.languageCode}>{locale.code}</span>
              <span>{locale.name}</span>
              {isCurrent ? <Icon name="check" size={16} className={styles.languageCheck} /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The language picker: host-offered, enabled locales; choosing one moves to its prefix. */
export function LanguagePicker({
  locales,
  current,
  onChange,
  variant = 'header',
}: LanguagePickerProps) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  const enabled = locales.filter((locale) => locale.enabled);
  const currentName = enabled.find((locale) => locale.code === current)?.name ?? current;
  if (enabled.length === 0) return null;

  if (variant === 'list') {
    return (
      <div role="group" aria-label={t('HEADER.LANGUAGE')} className={styles.languageGrid}>
        <LanguageOptions locales={enabled} current={current} onPick={onChange} />
      </div>
    );
  }

  return (
    <Popover
      rootRef={disclosure.rootRef}
      isOpen={disclosure.isOpen}
      panelId={disclosure.panelId}
      label={t('HEADER.LANGUAGE')}
      title={t('HEADER.LANGUAGE')}
      trigger={
        <button
          type="button"
          className={styles.languageButton}
          aria-label={t('HEADER.LANGUAGE_CURRENT', { language: currentName })}
          {...disclosure.triggerProps}
        >
          <Icon name="globe" size={18} />
          <span className={styles.languageButtonCode}>{current}</span>
        </button>
      }
    >
      <LanguageOptions
        locales={enabled}
        current={current}
        onPick={(code) => {
          disclosure.close();
          if (code !== current) onChange(code);
        }}
      />
    </Popover>
  );
}
