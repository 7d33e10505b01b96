import { describe, expect, it } from 'vitest';
import { demoId, gamesPageSchema, type Game } from '@croupier/contracts/games';
import { buildTestApp, xhr } from '../../testing/test-app.js';

/** GM-031: the seeded demo catalogue has what the site's tests and screens need. */
const { app } = await buildTestApp();

async function all(body: Record<string, unknown>): Promise<Game[]> {
  const out: Game[] = [];
  for (let page = 1; ; page += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/games_filter',
      headers: xhr,
      payload: { ...body, page, page_size: 100 },
    });
    const parsed = gamesPageSchema.parse(response.json());
    out.push(...parsed.data);
    if (parsed.pagination.next_page === null) return out;
  }
}

const inCategory = (category: string) =>
  all({ filter: { categories: { identifiers: [category], strategy: 'OR' } } });

describe('the seeded catalogue (GM-031)', () => {
  it('holds at least 2,000 games from at least 30 providers', async () => {
    const providers = await app.inject({ url: '/api/games/providers' });
    const list = providers.json<{ slug: string; games_count: number }[]>();
    expect(list.filter((provider) => provider.games_count > 0).length).toBeGreaterThanOrEqual(30);
    const total = list.reduce((sum, provider) => sum + provider.games_count, 0);
    expect(total).toBeGreaterThanOrEqual(2000);
  });

  it('covers pokies, live and table games', async () => {
    expect((await inCategory('slots')).length).toBeGreaterThan(100);
    const live = await inCategory('live');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((game) => game.live)).toBe(true);
    expect((await inCategory('table')).length).toBeGreaterThan(0);
  });

  it('has demo games with a FUN version, live games without demo, and games missing EUR', async () => {
    const slots = await inCategory('slots');
    const demo = slots.find((game) => game.has_demo_mode);
    expect(demo && demoId(demo)).toBe(demo?.currencies.FUN?.id);
    const live = await inCategory('live');
    expect(live.every((game) => !game.has_demo_mode && demoId(game) === null)).toBe(true);
    const everything = await all({});
    expect(everything.some((game) => game.currencies.EUR === undefined)).toBe(true);
  });

  it('has games of the provider named in the player_fields contexts (PR-008)', async () => {
    const fields = await app.inject({ url: '/api/info/player_fields' });
    const contexts = Object.keys(fields.json<{ contexts: Record<string, unknown> }>().contexts);
    const providers = await app.inject({ url: '/api/games/providers' });
    const named = providers
      .json<{ slug: string; games_count: number }[]>()
      .filter((provider) => contexts.includes(provider.slug));
    expect(named.map((provider) => provider.slug)).toContain('velvet-live');
    expect(named.every((provider) => provider.games_count > 0)).toBe(true);
  });

  it('fills every lobby row and category tab the site config names (GM-028, GM-029)', async () => {
    const menus = await app.inject({ url: '/api/fe/config/menu-categories-games' });
    const widgets = await app.inject({ url: '/api/fe/config/main-widget-config' });
    type Entry = { slug: string; identifiers: string[] };
    const entries: Entry[] = [
      ...Object.values(menus.json<Record<string, Entry[]>>()).flat(),
      ...widgets.json<{ lobby: Entry[] }>().lobby,
    ];
    const empty: string[] = [];
    for (const entry of entries) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/games_filter',
        headers: xhr,
        payload: { filter: { categories: { identifiers: entry.identifiers } }, page_size: 1 },
      });
      if (gamesPageSchema.parse(response.json()).pagination.total_count === 0)
        empty.push(entry.slug);
    }
    expect(empty).toEqual([]);
  });

  it('resolves every play link to one game (GM-032)', async () => {
    const everything = await all({});
    const links = new Set(everything.map((game) => `${game.provider}/${game.seo_title}`));
    expect(links.size).toBe(everything.length);
    const [sample] = everything;
    const found = await app.inject({ url: `/api/games/${sample?.provider}/${sample?.seo_title}` });
    expect(found.json()).toMatchObject({ identifier: sample?.identifier });
  });
});
