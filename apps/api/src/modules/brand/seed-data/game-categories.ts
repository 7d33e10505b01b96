import type { BrandFeConfig } from '@croupier/contracts/brand';
import { localise, type Translations } from './localise.js';

/**
 * GM-028 / GM-029: lobby rows and the pokies and live tabs, with the example slugs of
 * platform-core.md §9 (top, new, recommended, bonus-wagering, jackpot, btc-games, table, all).
 * A row lists games carrying any of its category identifiers (OR strategy, §7).
 */
const titles = {
  all: {
    en: 'All games',
    de: 'Alle Spiele',
    'fr-CA': 'Tous les jeux',
    no: 'Alle spill',
    it: 'Tutti i giochi',
    et: 'Kõik mängud',
  },
  top: {
    en: 'Top games',
    de: 'Top-Spiele',
    'fr-CA': 'Jeux populaires',
    no: 'Toppspill',
    it: 'Giochi top',
    et: 'Tippmängud',
  },
  new: {
    en: 'New games',
    de: 'Neue Spiele',
    'fr-CA': 'Nouveautés',
    no: 'Nye spill',
    it: 'Nuovi giochi',
    et: 'Uued mängud',
  },
  recommended: {
    en: 'Recommended',
    de: 'Empfohlen',
    'fr-CA': 'Recommandés',
    no: 'Anbefalt',
    it: 'Consigliati',
    et: 'Soovitatud',
  },
  jackpot: {
    en: 'Jackpot games',
    de: 'Jackpot-Spiele',
    'fr-CA': 'Jeux à jackpot',
    no: 'Jackpotspill',
    it: 'Giochi jackpot',
    et: 'Jackpotimängud',
  },
  'bonus-wagering': {
    en: 'Bonus wagering',
    de: 'Bonusumsatz',
    'fr-CA': 'Mise du bonus',
    no: 'Bonusomsetning',
    it: 'Puntata bonus',
    et: 'Boonuse läbimängimine',
  },
  'btc-games': {
    en: 'Bitcoin games',
    de: 'Bitcoin-Spiele',
    'fr-CA': 'Jeux Bitcoin',
    no: 'Bitcoin-spill',
    it: 'Giochi Bitcoin',
    et: 'Bitcoini mängud',
  },
  'buy-feature': {
    en: 'Buy feature',
    de: 'Feature-Kauf',
    'fr-CA': 'Achat de bonus',
    no: 'Kjøp bonus',
    it: 'Acquista bonus',
    et: 'Boonuse ost',
  },
  live: {
    en: 'Live casino',
    de: 'Live-Casino',
    'fr-CA': 'Casino en direct',
    no: 'Live-kasino',
    it: 'Casinò live',
    et: 'Live-kasiino',
  },
  roulette: {
    en: 'Roulette',
    de: 'Roulette',
    'fr-CA': 'Roulette',
    no: 'Rulett',
    it: 'Roulette',
    et: 'Rulett',
  },
  blackjack: {
    en: 'Blackjack',
    de: 'Blackjack',
    'fr-CA': 'Blackjack',
    no: 'Blackjack',
    it: 'Blackjack',
    et: 'Blackjack',
  },
  baccarat: {
    en: 'Baccarat',
    de: 'Baccarat',
    'fr-CA': 'Baccara',
    no: 'Baccarat',
    it: 'Baccarat',
    et: 'Bakkara',
  },
  table: {
    en: 'Table games',
    de: 'Tischspiele',
    'fr-CA': 'Jeux de table',
    no: 'Bordspill',
    it: 'Giochi da tavolo',
    et: 'Lauamängud',
  },
} satisfies Record<string, Translations>;

type Slug = keyof typeof titles;

/** Australian and New Zealand English call slot machines pokies (platform-core.md §2.2). */
const pokiesTitle = localise({
  en: 'Slots',
  de: 'Slots',
  'fr-CA': 'Machines à sous',
  no: 'Spilleautomater',
  it: 'Slot',
  et: 'Slotid',
  'en-AU': 'Pokies',
});

const entry = (slug: Slug, identifiers: string[] = [slug]) => ({
  slug,
  title: localise(titles[slug]),
  identifiers,
});

export const lobbyRows: BrandFeConfig['mainWidgetConfig']['lobby'] = [
  { ...entry('top'), limit: 15 },
  { ...entry('new'), limit: 15 },
  { ...entry('live', ['live']), limit: 15 },
  { ...entry('jackpot'), limit: 15 },
  { ...entry('recommended'), limit: 15 },
  { ...entry('table'), limit: 15 },
];

export const menuCategories: BrandFeConfig['menuCategoriesGames'] = {
  pokies: [
    { slug: 'all', title: pokiesTitle, identifiers: ['slots'] },
    entry('top'),
    entry('new'),
    entry('recommended'),
    entry('jackpot'),
    entry('bonus-wagering'),
    entry('btc-games'),
    entry('buy-feature'),
  ],
  live: [
    { slug: 'all', title: localise(titles.live), identifiers: ['live'] },
    entry('roulette', ['live-roulette']),
    entry('blackjack', ['live-blackjack']),
    entry('table', ['table']),
  ],
};
