import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ManagePromotionPages } from '@croupier/contracts/fe-config';
import { paths } from '../../../config/paths';
import { appRoutes } from '../../routes/route-table';
import { buildSideMenuItems, buildTopNavItems } from './nav-items';

const allPages: ManagePromotionPages = {
  pages: {
    'rocket-mart': { enabled: true },
    'rocket-chance': { enabled: true },
    'aquanova-odyssey': { enabled: true },
    lotteries: { enabled: true },
    'vip-club': { enabled: true },
  },
};
const noPages: ManagePromotionPages = {
  pages: {
    'rocket-mart': { enabled: false },
    'rocket-chance': { enabled: false },
    'aquanova-odyssey': { enabled: false },
    lotteries: { enabled: false },
    'vip-club': { enabled: false },
  },
};
const topMenuPages = [
  { slug: 'faq', title: 'FAQ', hidden: false },
  { slug: 'old-rules', title: 'Old rules', hidden: true },
];

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('top navigation (platform-core.md §2.6)', () => {
  it('keeps the spec order with everything enabled (SH-007)', () => {
    const items = buildTopNavItems({
      betting: { enabled: true, url: 'https://sport.example.com' },
      promotionPages: allPages,
      isMysticJackpotsEnabled: true,
      topMenuPages,
    });
    expect(ids(items)).toEqual([
      'pokies',
      'live',
      'sports',
      'activity-hub',
      'rewards-mart',
      'chance',
      'tournaments',
      'mystic-jackpots',
      'achievements',
      'vip-club',
      'page-faq',
    ]);
  });

  it('hides the lobby when the external sports link shows (SH-008)', () => {
    const withSports = buildTopNavItems({
      betting: { enabled: true, url: 'https://sport.example.com' },
    });
    expect(ids(withSports)).not.toContain('lobby');
    const sports = withSports.find((item) => item.id === 'sports');
    expect(sports?.isExternal).toBe(true);
    expect(new URL(sports?.href ?? '').host).toBe('sport.example.com');
    const withoutSports = buildTopNavItems({
      betting: { enabled: false, url: 'https://sport.example.com' },
    });
    expect(ids(withoutSports).slice(0, 3)).toEqual(['lobby', 'pokies', 'live']);
    expect(ids(withoutSports)).not.toContain('sports');
  });

  it('shows promotion pages only when enabled, and mystic jackpots only by flag (SH-009)', () => {
    const items = ids(buildTopNavItems({ promotionPages: noPages }));
    expect(items).not.toContain('activity-hub');
    expect(items).not.toContain('rewards-mart');
    expect(items).not.toContain('chance');
    expect(items).not.toContain('mystic-jackpots');
    const one = ids(
      buildTopNavItems({
        promotionPages: { pages: { ...noPages.pages, 'rocket-mart': { enabled: true } } },
        isMysticJackpotsEnabled: true,
      }),
    );
    expect(one).toContain('rewards-mart');
    expect(one).toContain('mystic-jackpots');
    expect(one).not.toContain('chance');
  });

  it('limits a page to its groups, and shows every page to testers', () => {
    const grouped: ManagePromotionPages = {
      pages: { ...noPages.pages, 'rocket-chance': { enabled: true, groups: [500] } },
    };
    expect(ids(buildTopNavItems({ promotionPages: grouped, groups: [1] }))).not.toContain('chance');
    expect(ids(buildTopNavItems({ promotionPages: grouped, groups: [500] }))).toContain('chance');
    const tester = ids(
      buildTopNavItems({ promotionPages: noPages, groups: [21], testerGroup: 21 }),
    );
    expect(tester).toEqual(expect.arrayContaining(['activity-hub', 'rewards-mart', 'chance']));
  });

  it('never lists hidden CMS pages (CMS-003)', () => {
    const items = buildTopNavItems({ topMenuPages });
    expect(items.map((item) => item.title)).toContain('FAQ');
    expect(items.map((item) => item.title)).not.toContain('Old rules');
  });
});

describe('side menu items (SH-011, SH-012)', () => {
  it('lists the first block in the spec order with the active tournaments count', () => {
    const items = buildSideMenuItems({
      promotionPages: allPages,
      topMenuPages,
      activeTournaments: 3,
    });
    expect(ids(items)).toEqual([
      'activity-hub',
      'rewards-mart',
      'chance',
      'tournaments',
      'jackpots',
      'achievements',
      'page-faq',
      'vip-club',
    ]);
    expect(items.find((item) => item.id === 'tournaments')?.badge).toBe(3);
  });
});

describe('where the items lead', () => {
  // A single segment that is no screen falls to `/:identifier` (a mystic jackpot, none yet)
  // and then to not-found: an item must reach a screen of its own.
  const screens = appRoutes
    .filter((route) => route.path !== paths.mysticJackpot.path && route.path !== '*')
    .map((route) => ({ path: route.path }));

  it('leads every item, the jackpots included, to a screen of the route table', () => {
    const context = {
      promotionPages: allPages,
      isMysticJackpotsEnabled: true,
      betting: { enabled: false, url: '' },
    };
    const items = [...buildTopNavItems(context), ...buildSideMenuItems(context)];
    expect(items.map((item) => item.id)).toEqual(
      expect.arrayContaining(['mystic-jackpots', 'jackpots']),
    );
    for (const item of items) {
      expect(matchRoutes(screens, item.href), item.href).not.toBeNull();
    }
  });
});
