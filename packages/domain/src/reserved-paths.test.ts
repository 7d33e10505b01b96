import { describe, expect, it } from 'vitest';
import { cmsPathClash, firstSegment, RESERVED_ROUTE_SEGMENTS } from './reserved-paths.js';

describe('reserved route segments (RT-030)', () => {
  it('takes the first non-empty segment, lower-cased', () => {
    expect(firstSegment('/Terms-And-Conditions/au')).toBe('terms-and-conditions');
    expect(firstSegment('//pokies')).toBe('pokies');
    expect(firstSegment('/')).toBe('');
  });

  it.each([
    '/pokies',
    '/live/roulette',
    '/deposit',
    '/sign-up',
    '/tournaments/spring',
    '/rocket-mart/discounts',
    '/api',
    '/messages',
    '/de',
    '/en-au',
    '/fr-CA/page',
    '/support/extra',
    '/brand',
  ])('refuses %s', (path) => {
    expect(cmsPathClash(path)).toBeDefined();
  });

  it.each([
    '/privacy-policy',
    '/terms-and-conditions',
    '/terms-and-conditions/au',
    '/benefits-of-crypto',
    '/responsible-gaming',
    '/vip-terms',
    '/support',
    '/rocket-mart',
    '/awards',
    '/pokies-guide',
  ])('accepts %s', (path) => {
    expect(cmsPathClash(path)).toBeUndefined();
  });

  it('refuses the root path', () => {
    expect(cmsPathClash('/')).toBe('the root path is the lobby');
  });

  it('does not reserve the CMS page the brief names as content', () => {
    expect(RESERVED_ROUTE_SEGMENTS).not.toContain('benefits-of-crypto');
    expect(RESERVED_ROUTE_SEGMENTS).not.toContain('');
  });
});
