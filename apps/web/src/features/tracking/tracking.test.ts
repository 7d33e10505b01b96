import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../lib/cookies';
import { onLog } from '../../lib/logger';
import { mockApi } from '../../testing/mock-api';
import { captureAffiliateFromUrl, captureReferrerStag, stagFor } from './affiliate';
import { startIdleTitle } from './idle-title';
import { reportNetworkPerformance } from './network-performance';
import { captureUtm } from './utm';

const engine = {
  default: 'g-default',
  byCountry: { DE: 'g-de' },
  byPage: { '/live': 'g-live' },
  byPageAndCountry: { '/live': { DE: 'g-live-de' } },
};

afterEach(() => vi.useRealTimers());

describe('stag and affb_id (TR-001..TR-006)', () => {
  it('sets the stag once from the URL and never overwrites it', () => {
    captureAffiliateFromUrl(new URL('http://x/?stag=A'), '');
    captureAffiliateFromUrl(new URL('http://x/?stag=B'), '');
    expect(getCookie('stag')).toBe('A');
  });

  it('keeps stag and affb_id 30 days', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    captureAffiliateFromUrl(new URL('http://x/?stag=A&affb_id=9'), '');
    const written = set.mock.calls.map(([value]) => value);
    for (const name of ['stag', 'affb_id']) {
      const cookie = written.find((value) => value.startsWith(`${name}=`)) ?? '';
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie)?.[1] ?? '');
      expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    }
  });

  it('defaults affb_id to 122, or 241 after a search engine', () => {
    captureAffiliateFromUrl(new URL('http://x/'), 'https://www.bing.com/search?q=casino');
    expect(getCookie('affb_id')).toBe('241');
    document.cookie = 'affb_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    captureAffiliateFromUrl(new URL('http://x/'), '');
    expect(getCookie('affb_id')).toBe('122');
  });

  it('picks page+country > page > country > default', () => {
    expect(stagFor(engine, '/live', 'DE')).toBe('g-live-de');
    expect(stagFor(engine, '/live', 'CA')).toBe('g-live');
    expect(stagFor(engine, '/', 'DE')).toBe('g-de');
    expect(stagFor(engine, '/', 'CA')).toBe('g-default');
  });

  it('derives the stag from a google referrer', async () => {
    await captureReferrerStag({
      referrer: 'https://www.google.de/',
      page: '/',
      country: 'DE',
      loadConfig: async () => ({ google: engine, bing: engine, yahoo: engine }),
    });
    expect(getCookie('stag')).toBe('g-de');
  });

  it('logs STAG_ERROR_EMPTY when the referrer has no stag', async () => {
    mockApi();
    const names: string[] = [];
    const stop = onLog((entry) => names.push(entry.name));
    const empty = { default: '', byCountry: {}, byPage: {}, byPageAndCountry: {} };
    await captureReferrerStag({
      referrer: 'https://search.yahoo.com/',
      page: '/',
      country: 'CA',
      loadConfig: async () => ({ google: engine, bing: engine, yahoo: empty }),
    });
    stop();
    expect(names).toContain('STAG_ERROR_EMPTY');
    expect(getCookie('stag')).toBeUndefined();
  });
});

describe('utm and network performance (TR-008, TR-009, TR-011)', () => {
  it('writes utm cookies from the landing URL and posts log_utm_set', async () => {
    const api = mockApi({ 'POST /log_utm_set': new Response(null, { status: 204 }) });
    await captureUtm(new URL('http://x/?utm_source=news&sub_id=s1'));
    expect(getCookie('utm_source')).toBe('news');
    expect(api.callsTo('POST', '/log_utm_set')[0]?.body).toMatchObject({
      utmMetrics: { utm_source: 'news', sub_id: 's1', utm_medium: null },
    });
  });

  it('puts the connection figures once when the browser has them', async () => {
    const api = mockApi({ 'PUT /network-performance': new Response(null, { status: 204 }) });
    const nav = {
      connection: { rtt: 50, downlink: 10, effectiveType: '4g' },
    } as unknown as Navigator;
    expect(await reportNetworkPerformance(nav)).toBe(true);
    expect(api.callsTo('PUT', '/network-performance')[0]?.body).toEqual({
      rtt: 50,
      downlink: 10,
      effectiveType: '4g',
    });
    expect(await reportNetworkPerformance({} as Navigator)).toBe(false);
    const partial = { connection: { rtt: 50, effectiveType: '4g' } } as unknown as Navigator;
    expect(await reportNetworkPerformance(partial)).toBe(false);
    const unknownType = {
      connection: { rtt: 50, downlink: 10, effectiveType: '5g' },
    } as unknown as Navigator;
    expect(await reportNetworkPerformance(unknownType)).toBe(false);
    expect(api.callsTo('PUT', '/network-performance')).toHaveLength(1);
  });
});

describe('idle title (SH-036)', () => {
  it('rotates every 2 s while hidden and restores when visible', () => {
    vi.useFakeTimers();
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    document.title = 'Lobby';
    const stop = startIdleTitle(() => ['Come back', 'Games wait']);
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(0);
    expect(document.title).toBe('Come back');
    vi.advanceTimersByTime(1999);
    expect(document.title).toBe('Come back');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('Games wait');
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.title).toBe('Lobby');
    stop();
  });
});
