import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Game } from '@croupier/contracts/games';
import { demoId } from '@croupier/domain/games/catalog-rules';
import type { BridgeMessage } from '@croupier/contracts/studio';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { local } from '../../lib/storage';
import { gamePlayKeys } from './api/game-play-keys';
import { useGame } from './api/get-game';
import { titleFromSlug } from './provider-title';
import { launchGame, type PlayMode } from './api/launch-game';
import { useGameBridge } from './bridge';
import { GameToolbar, type FavoriteControl } from './components/game-toolbar';
import { GameMessage } from './components/game-message';
import { Dialog } from '../../components/dialog';
import { GameNotice, type NoticeKind } from './components/game-notice';
import { GameSkeleton } from './components/game-skeleton';
import { launchRefusal, type LaunchRefusal } from './launch-refusal';
import { SPECIAL_CATEGORY, SPECIAL_POPUP_KEY } from './special-game';
import { useFitBelow } from './use-fit-below';
import { useFullscreen } from './use-fullscreen';
import styles from './game-page.module.css';

export interface RequiredFieldsSlot {
  /** The empty fields the launch named (`errors` of 422 `profile_incomplete`). */
  fields: string[];
  /** The player-fields context to save with: the provider's slug (PR-006, PR-008). */
  context: string;
  onSaved: () => void;
}

export interface GamePageProps {
  /** `:producer` and `:name` of /play/{producer}/{name} (GM-030). */
  provider: string;
  name: string;
  mode: PlayMode;
  isLoggedIn: boolean;
  /** The layout to launch for; chosen once on entry, so a resize does not restart the game. */
  device: 'desktop' | 'mobile';
  /**
   * A real-money round moved the balance (bridge `balance`/`round`): the app moves the header
   * balance. `balance` is null when the game only said a round ended.
   */
  onBalance: (update: { currency: string; balance: number } | null) => void;
  /** PR-008: the profile form for exactly the named fields (the app joins the profile feature). */
  renderRequiredFields: (slot: RequiredFieldsSlot) => ReactNode;
  /** Shown below the game on desktop (e.g. the live wins ticker). */
  below?: ReactNode;
  /** The favourite heart for this game in the player's currency; none for a guest. */
  favorite?: FavoriteControl | null;
  /** The provider's name from the catalog's provider list; its slug made readable meanwhile. */
  providerTitle?: string | undefined;
  /** Between the toolbar and the game while playing for real: the bonus meter (gifts). */
  meter?: ReactNode;
}

/**
 * The game page `/play/{producer}/{name}?mode=real|demo` (platform-core.md §2.2, §4 Play;
 * GM-008, GM-009, GM-030, PR-008, RT-057): looks the game up, launches a studio session, and
 * shows the game in an iframe with a toolbar. The iframe's bridge keeps the header balance with
 * every round and lets the game ask for the cashbox, the limits page or to leave.
 */
export function GamePage({
  provider,
  name,
  mode,
  isLoggedIn,
  device,
  onBalance,
  renderRequiredFields,
  below,
  favorite,
  providerTitle: listedProviderTitle,
  meter,
}: GamePageProps) {
  const { t } = useTranslation();
  const toHref = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const gameQuery = useGame(provider, name);
  const game = gameQuery.data;
  const providerTitle = game ? (listedProviderTitle ?? titleFromSlug(game.provider)) : '';

  const [introAccepted, setIntroAccepted] = useState(() => local.get(SPECIAL_POPUP_KEY) !== null);
  const needsIntro =
    game !== undefined && game.categories.includes(SPECIAL_CATEGORY) && !introAccepted;
  const isGuestReal = !isLoggedIn && mode === 'real';
  const noDemo = game !== undefined && mode === 'demo' && demoId(game) === null;

  // A launch is a POST, held as a query so a re-render or a remount of the same game does not
  // open a second studio session, and so "try again" is a refetch.
  const launch = useQuery({
    queryKey: gamePlayKeys.launch(game?.identifier, mode, device, isLoggedIn),
    queryFn: () => launchGame(game?.identifier ?? '', { mode, device }),
    enabled: game !== undefined && !needsIntro && !isGuestReal && !noDemo,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const frameRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  const [frameLoaded, setFrameLoaded] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeKind | null>(null);

  const thisPath = `${location.pathname}${location.search}`;
  const leave = useCallback(() => {
    // Back to where the player came from; a direct load has nothing to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(toHref(paths.home.getHref()), { replace: true });
  }, [location.key, navigate, toHref]);
  const switchMode = (next: PlayMode) =>
    navigate(toHref(paths.play.getHref(provider, name, next)), { replace: true });
  const toDeposit = () => navigate(toHref(paths.cashbox.deposit.getHref()));
  const toLimits = () => navigate(toHref(paths.profile.limits.getHref()));

  useGameBridge(frameRef, launch.data ?? null, (message: BridgeMessage) => {
    switch (message.type) {
      case 'ready':
        setFrameLoaded(launch.data?.url ?? null);
        return;
      case 'balance':
        if (mode === 'real') onBalance({ currency: message.currency, balance: message.balance });
        return;
      case 'round':
        if (mode === 'real') onBalance(null);
        return;
      case 'error':
        if (message.code === 'limit_reached') toLimits();
        else if (message.code === 'not_enough_funds') setNotice(mode === 'real' ? 'funds' : null);
        else if (message.code === 'session_expired') setNotice('expired');
        else if (message.code === 'player_disabled') setNotice('disabled');
        // `unavailable`: the game says so itself and the round is void; nothing to add.
        return;
      case 'close':
        leave();
        return;
      case 'deposit':
        toDeposit();
        return;
    }
  });

  if (gameQuery.isError) {
    const missing = gameQuery.error instanceof ApiError && gameQuery.error.status === 404;
    return (
      <GameShell>
        <GameMessage
          refusal={missing ? { kind: 'not-found' } : { kind: 'retry' }}
          onRetry={() => void gameQuery.refetch()}
        />
      </GameShell>
    );
  }
  if (isGuestReal) {
    return <Navigate to={toHref(paths.registration.getHref(thisPath))} replace />;
  }
  if (!game) {
    return (
      <GameShell>
        <GameSkeleton />
      </GameShell>
    );
  }

  const refusal: LaunchRefusal | null = noDemo
    ? { kind: 'demo-unavailable' }
    : launch.isError
      ? launchRefusal(launch.error)
      : null;
  if (refusal?.kind === 'registration') {
    return <Navigate to={toHref(paths.registration.getHref(thisPath))} replace />;
  }
  if (refusal?.kind === 'limits') {
    return <Navigate to={toHref(paths.profile.limits.getHref())} replace />;
  }

  const canDemo = demoId(game) !== null;
  const toolbar = (
    <GameToolbar
      game={game}
      providerTitle={providerTitle}
      mode={mode}
      canSwitch={canDemo}
      onSwitch={switchMode}
      fullscreen={fullscreen}
      onClose={leave}
      favorite={favorite}
    />
  );

  let stage: ReactNode;
  if (refusal && refusal.kind !== 'profile') {
    stage = (
      <GameMessage
        refusal={refusal}
        game={game}
        canDemo={canDemo}
        onSwitch={switchMode}
        onRetry={() => void launch.refetch()}
      />
    );
  } else if (launch.data && !launch.isFetching) {
    const { url } = launch.data;
    stage = (
      <>
        <iframe
          ref={frameRef}
          key={url}
          className={styles.frame}
          src={url}
          title={t('GAME_PLAY.FRAME_TITLE', { title: game.title, provider: providerTitle })}
          allow="fullscreen; autoplay"
          onLoad={() => setFrameLoaded(url)}
        />
        {frameLoaded === url ? null : <GameSkeleton overlay title={game.title} />}
        {notice ? (
          <GameNotice
            kind={notice}
            onDeposit={toDeposit}
            onRestart={() => {
              setNotice(null);
              void launch.refetch();
            }}
            onDismiss={() => setNotice(null)}
          />
        ) : null}
      </>
    );
  } else {
    stage = <GameSkeleton title={game.title} />;
  }

  return (
    <GameShell fullscreen={fullscreen.active}>
      {toolbar}
      {mode === 'real' && isLoggedIn ? meter : null}
      <div ref={stageRef} className={styles.stage} data-mode={mode}>
        {stage}
      </div>
      {below ? <div className={styles.below}>{below}</div> : null}
      {needsIntro ? (
        <SpecialGameDialog
          game={game}
          onContinue={() => {
            local.set(SPECIAL_POPUP_KEY, '1');
            setIntroAccepted(true);
          }}
          onCancel={leave}
        />
      ) : null}
      {refusal?.kind === 'profile' ? (
        <Dialog
          title={t('GAME_PLAY.PROFILE.TITLE')}
          closeLabel={t('GAME_PLAY.BACK')}
          closeOnOverlay={false}
          onClose={leave}
        >
          <p className={styles.dialogText}>
            {t('GAME_PLAY.PROFILE.TEXT', { provider: providerTitle })}
          </p>
          {renderRequiredFields({
            fields: refusal.fields,
            context: game.provider,
            onSaved: () => void launch.refetch(),
          })}
        </Dialog>
      ) : null}
    </GameShell>
  );
}

function GameShell({ children, fullscreen }: { children: ReactNode; fullscreen?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useFitBelow(ref);
  return (
    <section ref={ref} className={styles.page} data-fullscreen={fullscreen ? 'true' : undefined}>
      {children}
    </section>
  );
}

/**
 * platform-core.md §4 Special-slot popup: "shows once (remembered in local storage) before
 * navigating". The tiles link straight to the game page, so the popup stands in front of the
 * launch instead: nothing starts until the player chooses Continue, once per browser.
 */
function SpecialGameDialog({
  game,
  onContinue,
  onCancel,
}: {
  game: Game;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('GAME_PLAY.SPECIAL.TITLE')}
      closeLabel={t('GAME_PLAY.BACK')}
      onClose={onCancel}
      icon={<Icon name="star" size={28} />}
    >
      <p className={styles.dialogText}>{t('GAME_PLAY.SPECIAL.TEXT', { title: game.title })}</p>
      <ul className={styles.dialogList}>
        {(['POINT_RULES', 'POINT_BONUS', 'POINT_ONCE'] as const).map((point) => (
          <li key={point}>
            <Icon name="check" size={16} className={styles.dialogCheck} />
            <span>{t(`GAME_PLAY.SPECIAL.${point}`)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('GAME_PLAY.SPECIAL.CANCEL')}
        </Button>
        <Button variant="primary" onClick={onContinue} data-autofocus="true">
          {t('GAME_PLAY.SPECIAL.CONTINUE')}
        </Button>
      </div>
    </Dialog>
  );
}
