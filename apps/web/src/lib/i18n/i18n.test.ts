import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { onLog } from '../logger';
import { createI18n, forgetMessages, loadMessages, setLanguage, translationUrl } from './i18n';
import { countSegments, localizeHref, splitLocale } from './locale-path';

afterEach(() => forgetMessages());

describe('translations (CMS-018, ERR-004)', () => {
  it('asks once per language per 5-minute bucket', async () => {
    vi.useFakeTimers({ now: 300_000 * 10 + 5 });
    const api = mockApi({ 'GET /messages/de.json': { A: 'a' } });
    await loadMessages('de');
    await loadMessages('de');
    expect(api.callsTo('GET', '/messages/de.json')).toHaveLength(1);
    expect(api.calls[0]?.url.searchParams.get('v')).toBe('10');
    vi.setSystemTime(300_000 * 11);
    await loadMessages('de');
    expect(api.callsTo('GET', '/messages/de.json')).toHaveLength(2);
    expect(translationUrl('en', 300_000 * 11)).toBe('/messages/en.json?v=11');
  });

  it('logs a failed load and keeps the strings already shown', async () => {
    const api = mockApi({ 'GET /messages/en.json': { HELLO: 'Hello' } });
    const i18n = createI18n();
    expect(await setLanguage(i18n, 'en')).toBe(true);
    api.set('GET /messages/de.json', new Response('boom', { status: 500 }));
    const names: string[] = [];
    const stop = onLog((entry) => names.push(entry.name));
    expect(await setLanguage(i18n, 'de')).toBe(false);
    stop();
    expect(names).toEqual(['LOAD_TRANSLATIONS_ERROR']);
    expect(i18n.t('HELLO')).toBe('Hello');
  });
});

describe('locale paths (§2.3)', () => {
  const offered = ['en', 'de', 'en-NZ'];
  it('splits an offered prefix, case-insensitively', () => {
    expect(splitLocale('/de/pokies/all', offered)).toEqual({ locale: 'de', rest: '/pokies/all' });
    expect(splitLocale('/en-nz', offered)).toEqual({ locale: 'en-NZ', rest: '/' });
    expect(splitLocale('/fr-CA/live', offered)).toEqual({ locale: null, rest: '/fr-CA/live' });
  });

  it('prefixes hrefs unless the locale is the default (RT-042)', () => {
    expect(localizeHref('/live/all?x=1#a', 'de', 'en')).toBe('/de/live/all?x=1#a');
    expect(localizeHref('/', 'de', 'en')).toBe('/de');
    expect(localizeHref('/live/all', 'en', 'en')).toBe('/live/all');
    expect(localizeHref('https://sport.example/x', 'de', 'en')).toBe('https://sport.example/x');
  });

  it('counts segments for noindex, the prefix included (RT-045)', () => {
    expect(countSegments('/a/b/c/d')).toBe(4);
    expect(countSegments('/de/a/b/c/d')).toBe(5);
  });
});
