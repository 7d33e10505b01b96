import { describe, expect, it } from 'vitest';
import { readCategoryFilters, writeCategoryFilters } from './category-filters';

const params = (search: string) => new URLSearchParams(search);

describe('category filters in the address', () => {
  it('reads the provider and the sort, all providers in lobby order by default', () => {
    expect(readCategoryFilters(params('provider=aurora-studios&sort=newest'))).toEqual({
      provider: 'aurora-studios',
      sort: 'newest',
    });
    expect(readCategoryFilters(params(''))).toEqual({ provider: null, sort: 'popular' });
  });

  it('ignores values the api would refuse instead of sending them', () => {
    expect(readCategoryFilters(params('provider=%3Cb%3E&sort=random'))).toEqual({
      provider: null,
      sort: 'popular',
    });
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const chosen = writeCategoryFilters(params('utm_source=mail'), {
      provider: 'aurora-studios',
      sort: 'name',
    });
    expect(chosen.toString()).toBe('utm_source=mail&provider=aurora-studios&sort=name');
    const cleared = writeCategoryFilters(chosen, { provider: null, sort: 'popular' });
    expect(cleared.toString()).toBe('utm_source=mail');
  });
});
