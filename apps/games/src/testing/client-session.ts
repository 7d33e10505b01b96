import type { SessionView } from '../shared/client-api';

/** The casino page a test session was opened from (the bridge's only target). */
export const TEST_CASINO = 'https://casino.example';

/** A game client's session as `GET /api/sessions/:sid` answers it: a EUR video slot by default. */
export function testSessionView(overrides: Partial<SessionView> = {}): SessionView {
  return {
    session_id: 'ses_1',
    mode: 'real',
    currency: 'EUR',
    subunits: 100,
    balance: 12_345,
    locale: 'en',
    return_url: `${TEST_CASINO}/games`,
    casino_origin: TEST_CASINO,
    game: {
      identifier: 'aurora-studios/golden-sun',
      title: 'Golden Sun',
      provider_title: 'Aurora Studios',
      engine: 'video-slot',
      art: { palette: ['#301060', '#100020'], accent: '#ffcc33', motif: 'sun', pattern: 'rays' },
    },
    bets: { levels: [20, 50, 100, 200], default: 50 },
    history: [],
    ...overrides,
  };
}
