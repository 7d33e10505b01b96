import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WheelKind, WheelSpinResult } from '@croupier/contracts/lootboxes';
import { Button, buttonClassName } from '../../components/button';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useSpinWheel, useWheel } from './api/lootbox-api';
import { LootboxesPanel } from './components/lootboxes-panel';
import { OddsList } from './components/odds-list';
import { PrizeWheel } from './components/prize-wheel';
import type { LootboxEnv } from './lootbox-env';
import { segmentPrizeText, segmentTermsText, withPublishedChances } from './prize-text';
import { landingRotation } from './wheel-geometry';
import styles from './lootboxes.module.css';

type Spin = WheelSpinResult['spin'];

const WHEEL_PATHS = {
  rocketplay: { segments: paths.wheelSegments.getHref() },
  rocketmart: { segments: paths.martWheelSegments.getHref() },
} as const;

/**
 * /rocketplay-wheel and /rocketmart-wheel (LB-006..LB-012, LB-014): the player's segment set
 * with its published odds, the spins they hold for this wheel (RocketPlay: `wheel*` gifts,
 * RocketMart: `manual_wheel*`), a spin that turns the wheel to the segment the server drew, the
 * prize with the way to the gift, and the player's lootboxes. A guest sees the default set and
 * the way to sign up.
 */
export function WheelScreen({ kind, env }: { kind: WheelKind; env: LootboxEnv }) {
  const { t } = useTranslation();
  const wheel = useWheel(env.isLoggedIn);
  const spin = useSpinWheel();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<Spin | null>(null);
  const drawn = useRef<Spin | null>(null);

  const segments = env.isLoggedIn
    ? (wheel.data?.segments ?? [])
    : withPublishedChances(env.guestSegments ?? []);
  const tickets = (wheel.data?.spins ?? []).filter((ticket) => ticket.wheel === kind);
  const title = t(
    kind === 'rocketplay' ? 'LOOTBOXES.WHEEL.PLAY_TITLE' : 'LOOTBOXES.WHEEL.MART_TITLE',
  );
  const labels = segments.map((segment) =>
    segment.prize.type === 'freespins'
      ? t('LOOTBOXES.WHEEL.SLICE_FS', { count: segment.prize.amount })
      : segment.prize.title,
  );

  const onSpin = async () => {
    const ticket = tickets[0];
    if (!ticket || spinning || segments.length === 0) return;
    setResult(null);
    try {
      const answer = await spin.mutateAsync(ticket.gift_id);
      drawn.current = answer.spin;
      setRotation((from) => landingRotation(from, answer.spin.segment_index, segments.length));
      setSpinning(true);
    } catch {
      // The error line below says it; the spins reload in case the ticket was used elsewhere.
      void spin.refresh();
    }
  };

  const onLanded = () => {
    setSpinning(false);
    setResult(drawn.current);
    void spin.refresh();
  };

  return (
    <div className={styles.page} data-testid={`wheel-screen-${kind}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('LOOTBOXES.WHEEL.LEAD')}</p>
      </header>

      <div className={styles.wheelLayout}>
        {segments.length > 0 ? (
          <PrizeWheel
            segments={segments}
            labels={labels}
            rotation={rotation}
            spinning={spinning}
            onLanded={onLanded}
            label={t('LOOTBOXES.WHEEL.ARIA', { title })}
          />
        ) : (
          <div className={styles.wheelPlaceholder} aria-busy={wheel.isPending} />
        )}

        <section className={styles.side} aria-live="polite">
          {!env.isLoggedIn ? (
            <>
              <p>{t('LOOTBOXES.WHEEL.GUEST')}</p>
              <LocaleLink
                className={buttonClassName({ block: true })}
                to={paths.registration.getHref(
                  kind === 'rocketplay' ? paths.wheel.getHref() : paths.martWheel.getHref(),
                )}
              >
                {t('LOOTBOXES.SIGN_UP')}
              </LocaleLink>
            </>
          ) : (
            <>
              {wheel.data ? (
                <p className={styles.tier} data-testid="wheel-tier">
                  {t(`LOOTBOXES.TIERS.${(tickets[0]?.tier ?? 'rocket_lite').toUpperCase()}`)}
                </p>
              ) : null}
              <p className={styles.spins} data-testid="wheel-spins">
                {t('LOOTBOXES.WHEEL.SPINS', { count: tickets.length })}
              </p>
              <Button
                size="lg"
                block
                onClick={() => void onSpin()}
                disabled={tickets.length === 0 || spinning || spin.isPending}
                data-testid="wheel-spin"
              >
                {spinning || spin.isPending
                  ? t('LOOTBOXES.WHEEL.SPINNING')
                  : t('LOOTBOXES.WHEEL.SPIN')}
              </Button>
              {tickets.length === 0 && !spinning && !result ? (
                <p className={styles.muted}>
                  {t('LOOTBOXES.WHEEL.NO_SPINS')}{' '}
                  <LocaleLink to={paths.profile.gifts.getHref()}>
                    {t('LOOTBOXES.WHEEL.ENTER_CODE')}
                  </LocaleLink>
                </p>
              ) : null}
              {spin.isError ? (
                <p className={styles.error} role="alert">
                  {t('LOOTBOXES.WHEEL.FAILED')}
                </p>
              ) : null}
              {result ? (
                <div
                  className={styles.result}
                  data-testid="wheel-result"
                  data-segment={result.segment_index}
                >
                  <p className={styles.resultLabel}>{t('LOOTBOXES.RESULT.WON')}</p>
                  <p className={styles.resultPrize}>{segmentPrizeText(result.segment, t)}</p>
                  <p className={styles.muted}>{segmentTermsText(result.segment, t)}</p>
                  <LocaleLink
                    className={buttonClassName({ variant: 'secondary', block: true })}
                    to={paths.profile.gifts.getHref()}
                  >
                    {t('LOOTBOXES.RESULT.TO_GIFTS')}
                  </LocaleLink>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>

      {segments.length > 0 ? (
        <OddsList
          testId="wheel-odds"
          rows={segments.map((segment) => ({
            key: String(segment.index),
            prize: segmentPrizeText(segment, t),
            terms: segmentTermsText(segment, t),
            chance: segment.chance,
          }))}
        />
      ) : null}
      <p>
        <LocaleLink to={WHEEL_PATHS[kind].segments}>{t('LOOTBOXES.WHEEL.TO_SEGMENTS')}</LocaleLink>
      </p>

      {env.isLoggedIn ? <LootboxesPanel env={env} /> : null}
    </div>
  );
}
