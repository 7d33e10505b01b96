import type { ProjectResponse } from '@croupier/contracts/info';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { VipManagerSource } from './vip-manager-source';

afterEach(() => vi.unstubAllGlobals());

const project: ProjectResponse = {
  name: 'Croupier',
  code: 'croupier',
  host: 'localhost',
  licence: 'GCB',
  default_locale: 'en',
  default_currency: 'EUR',
  default_country: 'CA',
  locales: ['en', 'de'],
  country: 'CA',
  restricted: false,
  auRestricted: false,
  pushHosts: [],
  support: {
    email: 'support@croupier.test',
    liveChatGroup: 545,
    chatGroupVip: '2',
    chatGroupGeneral: '1',
    guestChatGroupId: 26,
  },
  groups: {
    tester: 21,
    notices: 916,
    multiAccount: 100,
    abSplit: [543, 544],
    chatSettings: 545,
    welcomePack: 131811,
    vipTiers: {
      regular: 1117,
      bronze: 257,
      bronzeLegacy: 793,
      silver: 258,
      gold: 259,
      platinum: 255,
      diamond: 759,
    },
    vipStatusOrder: [759, 255, 259, 258, 257],
    star: 256,
    providerPopups: [],
    vipAdventure: 791,
    wheelSegmentSets: [],
    playerSettable: [],
  },
  disallowedBins: [],
  footer: {
    socialLinks: [],
    contact: { email: 'support@croupier.test', phone: null },
    awards: [],
    providers: [],
    paymentLogos: [],
    licenceIcons: [],
    copyright: '© 2019–{{year}} Croupier Gaming N.V.',
    copyrightByGroup: {},
  },
};
const MANAGER = { managerName: 'Claire Dubois', email: 'claire@example.com' };

describe('the side menu’s VIP manager (VIP-005, SH-015)', () => {
  it('a gold player’s manager reaches the side menu', async () => {
    const asked: unknown[] = [];
    mockApi({
      'GET /api/player': { id: 1, email: 'gold@example.com', groups: [259, 21] },
      'GET /api/info/project': project,
      'POST /api/fe/config/managers': (_url: URL, init?: RequestInit) => {
        asked.push(JSON.parse(String(init?.body)));
        return MANAGER;
      },
    });
    const onChange = vi.fn();
    renderWithProviders(<VipManagerSource onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(MANAGER), { timeout: 5000 });
    expect(asked).toEqual([{ userGroups: [259] }]);
  });

  it('a regular player asks for nothing', async () => {
    const fetchMock = mockApi({
      'GET /api/player': { id: 2, email: 'regular@example.com', groups: [1117] },
      'GET /api/info/project': project,
    });
    const onChange = vi.fn();
    renderWithProviders(<VipManagerSource onChange={onChange} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onChange).toHaveBeenLastCalledWith(null);
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('managers'))).toBe(false);
  });
});
