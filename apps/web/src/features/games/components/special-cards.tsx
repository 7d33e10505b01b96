import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { LocaleLink, useLocalePath } from '../../../lib/i18n/locale-link';
import { logError } from '../../../lib/logger';
import { gamesQueryOptions } from '../api/get-games';
import type { GamesQuery } from '../api/games-keys';
import { useGamesViewer } from '../games-viewer';
import { pickRandomGame, RANDOM_PICK_PAGE_SIZE } from '../rules/game-lists';
import { openHref, tileOverlay } from '../rules/tile-rules';
import styles from './special-cards.module.css';

/**
 * GM-022, GM-023: the random-game card. A press fetches up to 100 games of the same list and
 * opens one of them: real play for a player, demo for a guest when the game has one (else the
 * registration with the game as its redirect, GM-008).
 */
export function RandomGameCard({ query }: { query: Omit<GamesQuery, 'device'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const viewer = useGamesViewer();
  const [state, setState] = useState<'idle' | 'picking' | 'failed'>('idle');

  const pick = async () => {
    if (state === 'picking') return;
    setState('picking');
    try {
      const page = await queryClient.fetchQuery(
        gamesQueryOptions({ ...query, device: viewer.device }, RANDOM_PICK_PAGE_SIZE),
      );
      // A locked game (GM-005) is no pick for this player.
      const playable = page.data.filter((entry) => tileOverlay(entry, viewer).kind === 'play');
      const game = pickRandomGame(playable);
      if (!game) {
        setState('failed');
        return;
      }
      navigate(toHref(openHref(game, viewer)));
    } catch (error) {
      logError('LOAD_RANDOM_GAME_ERROR', error);
      setState('failed');
    }
  };

  return (
    <div className={styles.slot}>
      <button
        type="button"
        className={`${styles.card} ${styles.random}`}
        onClick={() => void pick()}
        aria-busy={state === 'picking' || undefined}
      >
        <span className={styles.art} aria-hidden="true">
          <span className={styles.die}>
            <Icon name="dice" size={40} />
          </span>
        </span>
        <span className={styles.title}>{t('GAMES.RANDOM.TITLE')}</span>
        <span className={styles.text}>
          {state === 'failed'
            ? t('GAMES.RANDOM.FAILED')
            : state === 'picking'
              ? t('GAMES.RANDOM.PICKING')
              : t('GAMES.RANDOM.TEXT')}
        </span>
      </button>
    </div>
  );
}

/**
 * GM-024: the live lists start with the cashback card. Cashback is one of the gift kinds
 * (engagement.md §3 Gift), so the card explains it and leads to the gifts in the profile (a
 * guest is asked to register first by the route's guard).
 */
export function CashbackCard() {
  const { t } = useTranslation();
  return (
    <div className={styles.slot}>
      <LocaleLink
        to={paths.profile.gifts.getHref()}
        className={`${styles.card} ${styles.cashback}`}
      >
        <span className={styles.art} aria-hidden="true">
          <span className={styles.percent}>%</span>
        </span>
        <span className={styles.title}>{t('GAMES.CASHBACK.TITLE')}</span>
        <span className={styles.text}>{t('GAMES.CASHBACK.TEXT')}</span>
        <span className={styles.cta}>
          {t('GAMES.CASHBACK.CTA')}
          <Icon name="chevronRight" size={14} />
        </span>
      </LocaleLink>
    </div>
  );
}
