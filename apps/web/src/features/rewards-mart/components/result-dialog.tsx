import { useTranslation } from 'react-i18next';
import type { ExchangeAnswer } from '@croupier/contracts/comp-points';
import { Button, buttonClassName } from '../../../components/button';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { Dialog } from '../../../components/dialog';
import styles from '../rewards-mart.module.css';
import { usePointsText } from '../use-points-text';

/**
 * The result popup (CP-014, engagement.md §8): what the exchange gave, or a failure with no
 * detail. Free spins and money land among the gifts; a lootbox where lootboxes open; a Rocket
 * Chance entry on /rocket-chance, where it is drawn.
 */
export function ResultDialog({
  answer,
  title,
  lootboxHref,
  onClose,
}: {
  answer: ExchangeAnswer | null;
  title: string;
  /** Where the player opens a lootbox (the lootbox feature's page). */
  lootboxHref: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  if (!answer) {
    return (
      <Dialog
        title={t('REWARDS_MART.RESULT.FAILED_TITLE')}
        onClose={onClose}
        closeLabel={t('REWARDS_MART.CLOSE')}
        testId="mart-result-failed"
      >
        <p className={styles.muted}>{t('REWARDS_MART.RESULT.FAILED_TEXT')}</p>
        <Button block onClick={onClose} data-autofocus="true">
          {t('REWARDS_MART.CLOSE')}
        </Button>
      </Dialog>
    );
  }
  const { exchange } = answer;
  // Where the player uses what they got: a lootbox where lootboxes open, a Rocket Chance entry
  // on the draw's page (the gift list leaves entries out, GF-012), the rest among the gifts.
  const next =
    exchange.type === 'lootboxes'
      ? { href: lootboxHref, label: t('REWARDS_MART.RESULT.TO_LOOTBOXES') }
      : exchange.type === 'chances'
        ? { href: paths.chance.getHref(), label: t('REWARDS_MART.RESULT.TO_CHANCE') }
        : { href: paths.profile.gifts.getHref(), label: t('REWARDS_MART.RESULT.TO_GIFTS') };
  return (
    <Dialog
      title={t('REWARDS_MART.RESULT.SUCCESS_TITLE')}
      onClose={onClose}
      closeLabel={t('REWARDS_MART.CLOSE')}
      testId="mart-result-success"
    >
      <p className={styles.resultText}>
        {t('REWARDS_MART.RESULT.SUCCESS_TEXT', { count: exchange.quantity, title })}
      </p>
      <p className={styles.muted} data-testid="mart-result-balance">
        {pointsText('REWARDS_MART.RESULT.BALANCE', answer.comp_points.chargeable.points)}
      </p>
      <div className={styles.actions}>
        <LocaleLink
          className={buttonClassName()}
          to={next.href}
          onClick={onClose}
          data-testid="mart-result-next"
        >
          {next.label}
        </LocaleLink>
        <Button variant="outline" onClick={onClose}>
          {t('REWARDS_MART.RESULT.CONTINUE')}
        </Button>
      </div>
    </Dialog>
  );
}
