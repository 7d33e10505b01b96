import type { SessionView } from '../shared/client-api';
import { mountBaccarat } from './baccarat/baccarat-client';
import { mountBlackjack } from './blackjack/blackjack-client';
import { mountFrame, type Frame } from './frame/frame';
import { showLoading, showSessionEnded } from './frame/full-states';
import { createApi, GameError, type GameApi } from './lib/api';
import { mountRoulette } from './roulette/roulette-client';
import { mountSlot } from './slot/slot-client';
import { mountLiveBlackjack } from './live/live-blackjack-client';
import { mountLiveRoulette } from './live/live-roulette-client';

/**
 * The iframe's entry: the studio's `/play/{sessionId}` page carries the session id on <body>
 * and an empty <main id="game">; this reads the session and mounts the engine's client.
 */
type Mount = (frame: Frame, api: GameApi) => void;

const CLIENTS: Record<SessionView['game']['engine'], Mount> = {
  'video-slot': mountSlot,
  'classic-slot': mountSlot,
  roulette: mountRoulette,
  blackjack: mountBlackjack,
  baccarat: mountBaccarat,
  'live-roulette': mountLiveRoulette,
  'live-blackjack': mountLiveBlackjack,
};

async function start() {
  const container = document.getElementById('game') ?? document.body;
  const sessionId = document.body.dataset.session;
  if (!sessionId) {
    showSessionEnded(container, 'This page was opened without a game session.');
    return;
  }
  showLoading(container);
  const api = createApi(sessionId);
  try {
    const session = await api.session();
    const frame = mountFrame(container, session);
    frame.setHistoryLoader(async () => (await api.session()).history);
    CLIENTS[session.game.engine](frame, api);
    frame.bridge.send({ type: 'ready', game: session.game.identifier });
  } catch (error) {
    const message =
      error instanceof GameError && error.code !== 'session_expired'
        ? error.message
        : 'This game session has expired or does not exist. Open the game again from the casino.';
    showSessionEnded(container, message);
  }
}

void start();
