import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import {
  PLAYER_FIELD_NAMES,
  type PlayerField,
  type PlayerFieldsResponse,
} from '@croupier/contracts/info';
import type { Player, PlayerAccount } from '@croupier/contracts/player';
import { usePlayerCountryCodes } from '../../features/brand/api/get-countries';
import { cashboxKeys } from '../../features/cashbox/api/cashbox-keys';
import {
  useFavoriteGames,
  useIsFavoritePending,
  useToggleFavorite,
} from '../../features/games/api/favorites';
import { useGame } from '../../features/game-play/api/get-game';
import type { PlayMode } from '../../features/game-play/api/launch-game';
import type { FavoriteControl } from '../../features/game-play/components/game-toolbar';
import { GamePage, type RequiredFieldsSlot } from '../../features/game-play/game-page';
import { useProviders } from '../../features/games/api/get-providers';
import { usePlayerFields } from '../../lib/player-fields';
import { PersonalDataForm } from '../../features/profile/components/personal-data-form';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { updateCachedPlayer } from '../../features/session/user-data';
import { useLocale } from '../../lib/i18n/use-locale';
import { GameBonusMeter, refreshGiftsInPlay } from './game-bonus-meter';
import { LiveWinsFeed } from './live-wins-feed';

/** Below this width the game takes the whole screen and launches its mobile layout. */
const MOBILE_QUERY = '(max-width: 767px)';

function initialDevice(): 'desktop' | 'mobile' {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches
    ? 'mobile'
    : 'desktop';
}

/** `?mode=real|demo` (GM-030); without one a player plays for real and a guest tries the demo. */
function modeFrom(value: string | null, loggedIn: boolean): PlayMode {
  if (value === 'real' || value === 'demo') return value;
  return loggedIn ? 'real' : 'demo';
}

const isPlayerField = (name: string): name is PlayerField['name'] =>
  (PLAYER_FIELD_NAMES as readonly string[]).includes(name);

/**
 * PR-008: the required-fields popup's form shows exactly the fields the launch named, each
 * required in the provider's context, typed as the brand's player_fields says.
 */
function requiredFieldsConfig(
  fields: readonly string[],
  context: string,
  brand: PlayerFieldsResponse | undefined,
): PlayerFieldsResponse {
  const names = fields.filter(isPlayerField);
  return {
    fields: names.map((name) => ({
      name,
      type: brand?.fields.find((field) => field.name === name)?.type ?? 'string',
      required_in: [context],
    })),
    contexts: { [context]: names },
  };
}

function RequiredFieldsForm({ slot, player }: { slot: RequiredFieldsSlot; player: Player }) {
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const countries = usePlayerCountryCodes();
  const { data: brandFields } = usePlayerFields();
  const config = useMemo(
    () => requiredFieldsConfig(slot.fields, slot.context, brandFields),
    [slot.fields, slot.context, brandFields],
  );
  return (
    <PersonalDataForm
      player={player}
      config={config}
      context={slot.context}
      countries={countries ?? []}
      locale={locale}
      onSaved={(saved) => {
        updateCachedPlayer(queryClient, saved);
        slot.onSaved();
      }}
    />
  );
}

/**
 * The toolbar's heart (PR-024..PR-026) with the games feature's favourites: the game's version in
 * the player's currency, the shared list (so the lobby's hearts agree) and its in-flight lock.
 */
function useFavoriteControl(
  provider: string,
  name: string,
  player: Player | undefined,
): FavoriteControl | null {
  const loggedIn = isLoggedIn(player);
  const { data: game } = useGame(provider, name);
  const { data: favorites } = useFavoriteGames(loggedIn);
  const toggle = useToggleFavorite();
  const id = player?.currency ? (game?.currencies[player.currency]?.id ?? null) : null;
  const isPending = useIsFavoritePending(id);
  if (!loggedIn || !game || id === null) return null;
  const isFavorite = favorites?.some((entry) => entry.identifier === game.identifier) ?? false;
  return { isFavorite, isPending, onToggle: () => toggle({ game, id, isAdding: !isFavorite }) };
}

/**
 * The game page (GM-030) joined with what it needs from other features: the session, the
 * header balance the game's rounds move (the accounts query, as the `balance` push does), the
 * profile form for a provider's required fields (PR-008), the favourite heart and the live wins
 * ticker below the game.
 * GameLimitsGuard (RT-057) wraps this in the route table.
 */
export function PlayRoute() {
  const { producer = '', name = '' } = useParams();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: player } = usePlayer();
  const loggedIn = isLoggedIn(player);
  const [device] = useState(initialDevice);
  const favorite = useFavoriteControl(producer, name, player);
  // The same provider list (and request) the lobby's tiles use.
  const { data: providers } = useProviders();

  const onBalance = useCallback(
    (update: { currency: string; balance: number } | null) => {
      if (update) {
        queryClient.setQueryData<PlayerAccount[]>(cashboxKeys.accounts(), (accounts) =>
          accounts?.map((account) =>
            account.currency === update.currency
              ? { ...account, amount_cents: update.balance }
              : account,
          ),
        );
      }
      // The server's figures (withdrawable part, bonus) follow with the accounts reload.
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts() });
      refreshGiftsInPlay(queryClient);
    },
    [queryClient],
  );

  // Until the session is known a guest and a player look alike: real play would go to registration.
  if (player === undefined) return null;
  return (
    <GamePage
      key={`${producer}/${name}`}
      provider={producer}
      name={name}
      mode={modeFrom(searchParams.get('mode'), loggedIn)}
      isLoggedIn={loggedIn}
      device={device}
      onBalance={onBalance}
      renderRequiredFields={(slot) =>
        player ? <RequiredFieldsForm slot={slot} player={player} /> : null
      }
      below={<LiveWinsFeed />}
      favorite={favorite}
      providerTitle={providers?.find((entry) => entry.slug === producer)?.title}
      meter={
        loggedIn ? (
          <GameBonusMeter producer={producer} name={name} currency={player.currency ?? undefined} />
        ) : null
      }
    />
  );
}
