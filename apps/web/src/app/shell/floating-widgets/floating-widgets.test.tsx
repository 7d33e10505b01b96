import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ProjectResponse } from '@croupier/contracts/info';
import { resetFlags, setFlag } from '../../../features/feature-flags/use-feature-flags';
import { mockApi, renderWithProviders, testProject } from '../../../testing/shell-test-utils';
import { FloatingWidgets } from './floating-widgets';

// The wheel's segment-set groups, which the loot box widget reads.
const PROJECT: ProjectResponse = {
  ...testProject,
  groups: { ...testProject.groups, wheelSegmentSets: [21, 1308, 1309] },
};

const WIDGETS = {
  widgets: {
    rewardsMart: { enabled: true },
    lootbox: { enabled: true },
    adventures: { enabled: true, groups: [21, 791] },
    quest: { enabled: true },
    activityHub: { enabled: true },
  },
  lobby: [],
  questLevels: { xs: [], s: [], m: [], 'robot-s': [], 'robot-m': [] },
};
const PAGES = {
  pages: {
    'rocket-mart': { enabled: true },
    'rocket-chance': { enabled: true },
    'aquanova-odyssey': { enabled: true },
    lotteries: { enabled: true },
    'vip-club': { enabled: true },
  },
};

function api(player: Record<string, unknown>, issued = 0, pages = PAGES) {
  const box = (id: number, stage: string) => ({
    id,
    title: 'Rocket Box',
    group_key: 'rocket_box',
    stage,
    currency: 'EUR',
    created_at: '2026-11-27T10:00:00.000Z',
    valid_until: '2026-12-27T10:00:00.000Z',
    activated_at: null,
    weight: null,
    prize: null,
    items: [],
    bonuses: [],
  });
  return mockApi({
    'GET /api/player': player,
    'GET /api/info/project': PROJECT,
    'GET /api/fe/config/main-widget-config': WIDGETS,
    'GET /api/fe/config/manage-promotion-pages': pages,
    'GET /api/player/comp_points': { chargeable: { points: 1250 }, persistent: { points: 3000 } },
    'GET /api/player/lootboxes': {
      lootboxes: [
        ...Array.from({ length: issued }, (_, index) => box(index + 1, 'issued')),
        box(99, 'activated'),
      ],
    },
  });
}

const PLAYER = { id: 7, email: 'w@example.com', currency: 'EUR', groups: [] as number[] };

afterEach(() => {
  resetFlags();
  vi.unstubAllGlobals();
});

describe('FloatingWidgets (SH-020, SH-021)', () => {
  it('shows the loot box widget for one issued box, linked to the boxes (LB-005)', async () => {
    api(PLAYER, 1);
    renderWithProviders(<FloatingWidgets />);
    const widget = await screen.findByTestId('floating-widget-lootbox');
    expect(widget.getAttribute('href')).toBe('/rocketmart-wheel');
    expect(widget.textContent).toContain('1 to open');
    expect(screen.queryByTestId('floating-widget-rewardsMart')).toBeNull();
    expect(screen.queryByTestId('floating-widget-adventures')).toBeNull();
  });

  it('shows nothing without a box, a wheel group or a flag', async () => {
    const hubOff = { pages: { ...PAGES.pages, 'aquanova-odyssey': { enabled: false } } };
    const fetchMock = api(PLAYER, 0, hubOff);
    renderWithProviders(<FloatingWidgets />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('lootboxes'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the activity hub widget while its page is on (SH-055)', async () => {
    api(PLAYER, 0);
    renderWithProviders(<FloatingWidgets />);
    const widget = await screen.findByTestId('floating-widget-activityHub', {}, { timeout: 5000 });
    expect(widget.getAttribute('href')).toBe('/aquanova-odyssey');
    expect(widget.textContent).toContain('Activity hub');
  });

  it('shows the adventures widget to the adventure group (VIP-027)', async () => {
    api({ ...PLAYER, groups: [791] });
    renderWithProviders(<FloatingWidgets />);
    const widget = await screen.findByTestId('floating-widget-adventures');
    expect(widget.getAttribute('href')).toBe('/vip-adventure');
  });

  it('shows the mart widget with the balance when enableConpoints is on (CP-029)', async () => {
    setFlag('enableConpoints', true);
    api(PLAYER);
    renderWithProviders(<FloatingWidgets />);
    const widget = await screen.findByTestId('floating-widget-rewardsMart');
    expect(widget.getAttribute('href')).toBe('/rocket-mart');
    await waitFor(() => expect(widget.textContent).toContain('1,250 points'));
  });

  it('shows every widget with showAllWidgets and no qualifying data (SH-021)', async () => {
    setFlag('showAllWidgets', true);
    api({});
    renderWithProviders(<FloatingWidgets />);
    expect(await screen.findByTestId('floating-widget-rewardsMart')).toBeTruthy();
    expect(screen.getByTestId('floating-widget-lootbox')).toBeTruthy();
    expect(screen.getByTestId('floating-widget-adventures')).toBeTruthy();
  });

  it('stays off the game page', async () => {
    setFlag('showAllWidgets', true);
    api(PLAYER, 2);
    renderWithProviders(<FloatingWidgets />, { path: '/play/croupier/fruit-frenzy' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('floating-widget-lootbox')).toBeNull();
  });
});
