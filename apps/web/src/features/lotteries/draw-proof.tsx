import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lottery } from '@croupier/contracts/lotteries';
import type { DrawCheck } from '@croupier/domain/lotteries/draw';
import { useLotteryDraw } from './api/get-lottery-draw';
import { checkDraw } from './verify-draw';
import styles from './lotteries.module.css';

/**
 * The draw's proof (DESIGN.md §12 commit-reveal): the seed's hash from the start; once drawn the
 * seed, the ticket list's digest and a check the browser runs itself from the published data.
 */
export function DrawProof({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const drawn = lottery.state === 'drawn';
  const draw = useLotteryDraw(lottery.slug, drawn);
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!draw.data) return;
    let live = true;
    checkDraw(draw.data)
      .then((result) => live && setCheck(result))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [draw.data]);

  return (
    <section className={styles.section} aria-labelledby="lottery-proof">
      <h2 id="lottery-proof" className={styles.sectionTitle}>
        {t('LOTTERIES.PROOF.TITLE')}
      </h2>
      <p className={styles.muted}>{t('LOTTERIES.PROOF.EXPLAIN')}</p>
      <dl className={styles.proof}>
        <dt>{t('LOTTERIES.PROOF.SEED_HASH')}</dt>
        <dd className={styles.hash} data-testid="lottery-seed-hash">
          {lottery.proof.seed_hash}
        </dd>
        <dt>{t('LOTTERIES.PROOF.SEED')}</dt>
        <dd className={styles.hash} data-testid="lottery-seed">
          {lottery.proof.seed ?? t('LOTTERIES.PROOF.SEED_HIDDEN')}
        </dd>
        <dt>{t('LOTTERIES.PROOF.TICKETS')}</dt>
        <dd>{lottery.proof.tickets_count}</dd>
        {lottery.proof.tickets_digest ? (
          <>
            <dt>{t('LOTTERIES.PROOF.DIGEST')}</dt>
            <dd className={styles.hash}>{lottery.proof.tickets_digest}</dd>
          </>
        ) : null}
        <dt>{t('LOTTERIES.PROOF.ALGORITHM')}</dt>
        <dd className={styles.hash}>{lottery.proof.algorithm}</dd>
      </dl>
      {drawn ? (
        <p
          className={check?.ok ? styles.verified : failed || check ? styles.error : styles.muted}
          data-testid="lottery-verification"
          role="status"
        >
          {check?.ok
            ? t('LOTTERIES.PROOF.VERIFIED')
            : failed || draw.isError || check
              ? t('LOTTERIES.PROOF.NOT_VERIFIED')
              : t('LOTTERIES.PROOF.VERIFYING')}
        </p>
      ) : null}
      {draw.data ? (
        <a
          className={styles.link}
          href={`/api/lotteries/${encodeURIComponent(lottery.slug)}/draw`}
          target="_blank"
          rel="noreferrer"
        >
          {t('LOTTERIES.PROOF.DATA')}
        </a>
      ) : null}
    </section>
  );
}
