import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import { Toaster } from '../../components/toast';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { ProfileScreen, type ProfileTabName } from './profile-screen';

/** A signed-in player as GET /api/player returns one. */
export function makePlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 42,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    nickname: 'ada',
    gender: 'f',
    date_of_birth: '1990-05-24',
    country: 'DE',
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postal_code: '10117',
    state: null,
    mobile_phone: '+49 30 1234567',
    receive_promos: false,
    receive_sms_promos: false,
    confirmed_at: '2025-01-01T10:00:00.000Z',
    groups: [],
    verified: false,
    two_factor_enabled: false,
    deposit_bonus_code: null,
    ...overrides,
  };
}

/** player_fields with the given edition context, every listed field required there. */
export function fieldsConfig(
  edition: PlayerFieldsResponse['contexts'][string],
  required: readonly string[] = edition,
): PlayerFieldsResponse {
  return {
    fields: edition.map((name) => ({
      name,
      type: 'string',
      required_in: required.includes(name) ? ['edition'] : [],
    })),
    contexts: { edition, registration: ['country'] },
  };
}

export interface RenderProfileOptions {
  tab?: ProfileTabName;
  player?: Player;
  onPlayerChange?: (player: Player) => void;
  refreshPlayer?: () => void;
  brandGroups?: Parameters<typeof ProfileScreen>[0]['brandGroups'];
}

/** The profile screen as the app mounts it, on the real English messages. */
export function renderProfile(options: RenderProfileOptions = {}) {
  const player = options.player ?? makePlayer();
  return renderWithProviders(
    <>
      <ProfileScreen
        tab={options.tab ?? 'root'}
        basePath="/profile"
        player={player}
        brandGroups={options.brandGroups}
        countries={['AU', 'CA', 'DE', 'EE']}
        currencies={[]}
        onPlayerChange={options.onPlayerChange ?? (() => undefined)}
        refreshPlayer={options.refreshPlayer ?? (() => undefined)}
        renderOtherTab={(tab) => <p>other tab {tab}</p>}
      />
      {/* The app shell draws toasts; tests read them the same way. */}
      <Toaster closeLabel="Close" />
    </>,
    { path: '/profile' },
  );
}
