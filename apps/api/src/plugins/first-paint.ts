import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Banner, BannersConfig, LogoConfig } from '@croupier/contracts/fe-config';
import {
  fillVariables,
  hasWelcomePackStatus,
  selectHeroBanners,
} from '@croupier/domain/cms/banner-rules';
import type { LocalesResponse } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import { escapeHtml } from '../modules/mail/mail.layout.js';

/**
 * The player site's first paint, written into index.html by the server (decision 0202): the
 * header bar with the brand logo and, on the lobby for a guest, the first hero banners. The
 * lobby's largest paint then needs only the HTML, the stylesheet and the banner image, not the
 * whole start-up (scripts, boot requests, the lobby chunk). React replaces it on its first render.
 */
export interface FirstPaint {
  lang: string;
  head: string;
  body: string;
}

/** How many hero cards the widest layout shows side by side (banner-slider: 3 from 1024 px). */
const HERO_CARDS = 3;
/**
 * The guest's home carousel, by the site's own banner rules (platform-core.md §4, CMS-010..016)
 * for a guest: welcome-pack status comes from the stag cookie alone.
 */
export function guestHeroBanners(config: BannersConfig, stag: string | undefined, now: Date) {
  const hasWelcomePack = hasWelcomePackStatus({ stag }, config);
  return selectHeroBanners(config.banners, { isLoggedIn: false, hasWelcomePack }, now);
}

function bannerCard(banner: Banner, isFirst: boolean): string {
  const { gradient } = banner;
  const style = [
    `--banner-gradient:linear-gradient(115deg, ${gradient.colorLeft} 0%, ${gradient.colorLeftCenter} 38%, ${gradient.colorRightCenter} 72%, ${gradient.colorRight} 100%)`,
    banner.image ? `--banner-image:url("${banner.image}")` : '',
  ]
    .filter(Boolean)
    .join(';');
  const description = fillVariables(banner.description.text, banner.variables);
  const overlay = banner.overlayImage
    ? `<img class="fp-overlay" src="${escapeHtml(banner.overlayImage)}" alt="" aria-hidden="true"${isFirst ? ' fetchpriority="high"' : ' loading="lazy"'}>`
    : '';
  return [
    `<div class="fp-slot"><div class="fp-card${banner.image ? ' fp-with-image' : ''}" style="${escapeHtml(style)}">`,
    `<div class="fp-card-body"><h2 class="fp-card-title">${escapeHtml(fillVariables(banner.title.text, banner.variables))}</h2>`,
    description ? `<p class="fp-card-text">${escapeHtml(description)}</p>` : '',
    banner.button?.url ? `<span class="fp-button">${escapeHtml(banner.button.name)}</span>` : '',
    `</div>${overlay}</div></div>`,
  ].join('');
}

function logoMarkup(logo: LogoConfig | null, brandName: string, homeHref: string): string {
  const inner = logo
    ? `<picture><source media="(max-width: 767px)" srcset="${escapeHtml(logo.logoUrl.mobile)}"><img class="fp-logo-image" src="${escapeHtml(logo.logoUrl.full)}" alt="${escapeHtml(brandName)}"></picture>`
    : `<span class="fp-logo-text">${escapeHtml(brandName)}</span>`;
  return `<a class="fp-logo" href="${escapeHtml(homeHref)}">${inner}</a>`;
}

/** GET `url` through the app itself with the visitor's headers: the same answer the page gets. */
async function getJson<T>(app: FastifyInstance, request: FastifyRequest, url: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of [
    'host',
    'cookie',
    'accept-language',
    'user-agent',
    'x-forwarded-for',
    'x-forwarded-host',
    'x-forwarded-proto',
  ]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  return response.statusCode === 200 ? (response.json() as T) : null;
}

function splitLocale(pathname: string, codes: readonly string[]) {
  const first = /^\/([^/]+)/.exec(pathname)?.[1] ?? '';
  if (!codes.includes(first)) return { locale: null, rest: pathname };
  return { locale: first, rest: pathname.slice(first.length + 1) || '/' };
}

export async function renderFirstPaint(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  now: Date,
): Promise<FirstPaint> {
  const [locales, player, logo, project] = await Promise.all([
    getJson<LocalesResponse>(app, request, '/api/info/locales'),
    getJson<Player>(app, request, '/api/player'),
    getJson<LogoConfig>(app, request, '/api/fe/config/logo-config'),
    getJson<{ name: string }>(app, request, '/api/info/project'),
  ]);
  const enabled = (locales ?? []).filter((entry) => entry.enabled);
  const codes = enabled.map((entry) => entry.code);
  const defaultLocale = enabled.find((entry) => entry.default)?.code ?? codes[0] ?? 'en';
  const { locale: prefix, rest } = splitLocale(pathname.replace(/\/+$/, '') || '/', codes);
  const locale = prefix ?? defaultLocale;
  const homeHref = locale === defaultLocale ? '/' : `/${locale}`;
  const isGuest = typeof player?.id !== 'number';
  // A guest's header carries the welcome-offer strip under the bar; its space is kept here.
  const promo = isGuest ? '<div class="fp-promo"></div>' : '';
  const header = `<header class="fp-header"><div class="fp-bar">${logoMarkup(logo, project?.name ?? 'Croupier', homeHref)}</div>${promo}<div class="fp-nav"></div></header>`;

  let hero = '';
  let head = '';
  if (rest === '/' && isGuest) {
    const banners = await getJson<BannersConfig>(
      app,
      request,
      `/api/fe/config/banners-config?locale=${encodeURIComponent(locale)}`,
    );
    const cards = banners ? guestHeroBanners(banners, request.cookies.stag, now) : [];
    if (cards.length > 0) {
      hero = `<div class="fp-hero"><div class="fp-track">${cards
        .slice(0, HERO_CARDS)
        .map((banner, index) => bannerCard(banner, index === 0))
        .join('')}</div></div>`;
      // Ahead of the start-up scripts in the head, so their requests do not queue behind them
      // (a CSS background would not even be found before the stylesheet applies).
      const first = cards[0];
      head = [first?.image, first?.overlayImage]
        .filter((url): url is string => typeof url === 'string')
        .map(
          (url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`,
        )
        .join('');
    }
  }
  return {
    lang: locale,
    head,
    body: `<div class="fp-shell" data-first-paint>${header}<main class="fp-main">${hero}</main></div>`,
  };
}
