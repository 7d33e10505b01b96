import type {
  CompPointRateType,
  RewardGroup,
  RewardTag,
  Sale,
} from '@croupier/contracts/comp-points';
import { saleEndDateAfter } from '@croupier/domain/comp-points/sale';
import { brandCurrencies } from './currencies.js';
import {
  DEMO_CONTRIBUTIONS,
  FREESPIN_GAMES,
  FREESPIN_MIN_BET,
  inEveryCurrency,
  type GiftTemplateSeed,
} from './gift-templates.js';
import { localise, type Translations } from './localise.js';

/**
 * The demo brand's comp points (issue 17; docs/comp-points.md): how bets earn in every currency
 * it serves, the weight of each game category, the mart's rewards in every tab, the gift of
 * each level and the sale on the CMS page `rocket-mart`. Seeded once, never over an operator's
 * edits.
 *
 * Economy: a point per 25 euro cents staked on slots (K-096), the same value in every currency;
 * the mart gives back about half a percent of the stake, at house edges of a few percent.
 */

/** Staked per point, the same value as 25 euro cents in each real-money currency. */
export const earningRatesSeed: { currency: string; amountCents: number; points: number }[] =
  Object.entries(inEveryCurrency(0.25)).map(([currency, amountCents]) => ({
    currency,
    amountCents,
    points: 1,
  }));

/** Slots earn fully, table and live games a quarter, a game in no listed category half. */
export const categoryWeightsSeed: Record<string, number> = {
  slots: 100,
  table: 25,
  live: 25,
  '*': 50,
};

// ---- the gifts the mart and the levels issue ------------------------------------------------

/** Free spins bought in the mart: what they win is bonus money to wager 10 times. */
const martSpins = (count: number): GiftTemplateSeed => ({
  key: `comp-spins-${count}`,
  kind: 'giftspin',
  family: 'freespins',
  title: `${count} free spins from the rewards mart`,
  groupKey: 'comp_points_freespins',
  rules: {
    amount: { kind: 'winnings' },
    wagering: { multiplier: 10, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    maxBetCents: inEveryCurrency(5),
    maxWinCents: inEveryCurrency(100),
    activationDays: 14,
    wageringDays: 7,
    eligibility: {},
    freespins: { count, games: FREESPIN_GAMES, betCents: FREESPIN_MIN_BET, playDays: 7 },
  },
  terms: {
    en:
      `${count} free spins at the minimum bet on Neon Lanterns or Clover Extreme, bought with ` +
      'comp points. Activate within 14 days. What they win becomes bonus money to wager 10 ' +
      'times within 7 days (slots 100%, table and live 10%); at most €100 converts.',
  },
  enabled: true,
});

/** Free spins per level, granted on reaching it (the level's gift line says the same). */
export const LEVEL_FREE_SPINS = [10, 20, 30, 50, 75, 100, 150, 200, 300, 400, 500, 750] as const;

const levelSpins = (level: number, count: number): GiftTemplateSeed => ({
  key: `level-up-${level}`,
  kind: 'giftspin',
  family: 'freespins',
  title: `Level ${level}: ${count} free spins`,
  groupKey: 'level_up',
  rules: {
    amount: { kind: 'winnings' },
    wagering: { multiplier: 10, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    maxBetCents: inEveryCurrency(5),
    maxWinCents: inEveryCurrency(Math.max(50, count)),
    activationDays: 30,
    wageringDays: 7,
    eligibility: {},
    freespins: { count, games: FREESPIN_GAMES, betCents: FREESPIN_MIN_BET, playDays: 7 },
  },
  terms: {
    en:
      `${count} free spins at the minimum bet on Neon Lanterns or Clover Extreme for reaching ` +
      `level ${level}. Activate within 30 days. What they win becomes bonus money to wager 10 ` +
      'times within 7 days (slots 100%, table and live 10%).',
  },
  enabled: true,
});

export const compPointGiftTemplatesSeed: GiftTemplateSeed[] = [
  {
    key: 'comp-cash',
    kind: 'cash',
    family: 'bonus',
    title: 'Cash from the rewards mart',
    groupKey: 'comp_points_money',
    rules: {
      amount: { kind: 'fixed', cents: inEveryCurrency(25) },
      wagering: { multiplier: 0, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      wageringDays: 7,
      eligibility: {},
    },
    terms: { en: 'Real money bought with comp points, paid to your balance at once, no wagering.' },
    enabled: true,
  },
  {
    key: 'comp-bonus',
    kind: 'custom',
    family: 'bonus',
    title: 'Bonus money from the rewards mart',
    groupKey: 'comp_points_bonus',
    rules: {
      amount: { kind: 'fixed', cents: inEveryCurrency(10) },
      wagering: { multiplier: 5, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      maxBetCents: inEveryCurrency(5),
      wageringDays: 14,
      eligibility: {},
    },
    terms: {
      en:
        'Bonus money bought with comp points, to wager 5 times within 14 days (slots 100%, ' +
        'table and live 10%); at most €5 a bet.',
    },
    enabled: true,
  },
  ...[10, 20, 50, 100].map(martSpins),
  ...LEVEL_FREE_SPINS.map((count, index) => levelSpins(index + 1, count)),
];

// ---- the mart -------------------------------------------------------------------------------

export interface CompPointRateSeed {
  key: string;
  type: CompPointRateType;
  group: Exclude<RewardGroup, 'DISCOUNT'>;
  points: number;
  amounts: Record<string, number>;
  freespinsCount: number;
  giftTemplateKey: string | null;
  lootboxTemplateKey: string | null;
  title: Record<string, string>;
  tags: RewardTag[];
  position: number;
}

const spinsTitle = (n: number): Translations => ({
  en: `${n} free spins`,
  de: `${n} Freispiele`,
  'fr-CA': `${n} tours gratuits`,
  no: `${n} gratisspinn`,
  it: `${n} giri gratis`,
  et: `${n} tasuta keerutust`,
});
const cashTitle: Translations = {
  en: 'Cash, no wagering',
  de: 'Echtgeld ohne Umsatzbedingungen',
  'fr-CA': 'Argent réel, sans mise requise',
  no: 'Kontanter uten omsetningskrav',
  it: 'Denaro reale, senza puntata richiesta',
  et: 'Päris raha, panustamisnõudeta',
};
const bonusTitle: Translations = {
  en: 'Bonus money, wager ×5',
  de: 'Bonusgeld, 5-facher Umsatz',
  'fr-CA': 'Argent bonus, mise ×5',
  no: 'Bonuspenger, omsetning ×5',
  it: 'Denaro bonus, puntata ×5',
  et: 'Boonusraha, panustamine ×5',
};
const boxTitle = (name: string): Translations => ({
  en: name,
  de: name,
  'fr-CA': name,
  no: name,
  it: name,
  et: name,
});

let position = 0;
const rate = (
  entry: Omit<CompPointRateSeed, 'title' | 'position'> & { title: Translations },
): CompPointRateSeed => ({ ...entry, title: localise(entry.title), position: (position += 1) });

const spins = (count: number, points: number, tags: RewardTag[] = []) =>
  rate({
    key: `freespins-${count}`,
    type: 'freespins',
    group: 'FREE_SPINS',
    points,
    amounts: {},
    freespinsCount: count,
    giftTemplateKey: `comp-spins-${count}`,
    lootboxTemplateKey: null,
    title: spinsTitle(count),
    tags,
  });
/** Money worth `euros` in every currency; the amounts are the mart's image amounts in EUR (CP-024). */
const cash = (euros: number, points: number, tags: RewardTag[] = []) =>
  rate({
    key: `money-${euros}`,
    type: 'money',
    group: 'MONEY_REWARD',
    points,
    amounts: inEveryCurrency(euros),
    freespinsCount: 0,
    giftTemplateKey: 'comp-cash',
    lootboxTemplateKey: null,
    title: cashTitle,
    tags,
  });

export const compPointRatesSeed: CompPointRateSeed[] = [
  spins(10, 100, ['NEW']),
  spins(20, 180, ['POPULAR']),
  spins(50, 400),
  spins(100, 750, ['VIP']),
  cash(25, 5_000, ['POPULAR']),
  cash(250, 45_000),
  cash(500, 85_000, ['VIP']),
  rate({
    key: 'rocket-box',
    type: 'lootboxes',
    group: 'SPECIAL_REWARDS',
    points: 300,
    amounts: {},
    freespinsCount: 0,
    giftTemplateKey: null,
    lootboxTemplateKey: 'rocket-box',
    title: boxTitle('Rocket Box'),
    tags: ['NEW'],
  }),
  rate({
    key: 'rocket-box-max',
    type: 'lootboxes',
    group: 'SPECIAL_REWARDS',
    points: 1_200,
    amounts: {},
    freespinsCount: 0,
    giftTemplateKey: null,
    lootboxTemplateKey: 'rocket-box-max',
    title: boxTitle('Rocket Box Max'),
    tags: ['VIP'],
  }),
  rate({
    key: 'bonus-10',
    type: 'money',
    group: 'SPECIAL_REWARDS',
    points: 1_500,
    amounts: inEveryCurrency(10),
    freespinsCount: 0,
    giftTemplateKey: 'comp-bonus',
    lootboxTemplateKey: null,
    title: bonusTitle,
    tags: ['POPULAR'],
  }),
  // A lottery ticket (issue 18): no lottery ids stored, so it sells tickets of every lottery
  // taking them that any player may see (docs/lotteries.md); bought on the lottery's page.
  rate({
    key: 'lottery-ticket',
    type: 'lotteries',
    group: 'SPECIAL_REWARDS',
    points: 50,
    amounts: {},
    freespinsCount: 0,
    giftTemplateKey: null,
    lootboxTemplateKey: null,
    title: {
      en: 'Lottery ticket',
      de: 'Lotterielos',
      'fr-CA': 'Billet de loterie',
      no: 'Lotteribillett',
      it: 'Biglietto della lotteria',
      et: 'Loteriipilet',
    },
    tags: ['NEW'],
  }),
  // A Rocket Chance entry (RT-035, issue 17): the entry gift the draw on /rocket-chance takes,
  // issued in the exchange's transaction. At the mart's own prices (20 free spins 180 points,
  // cash 200 points a euro) a draw pays back about 231 points on average (20 free spins one
  // draw in five, €5 cash 9.5 in a hundred, €100 one in two hundred), so an entry costs 250:
  // a little more than it returns, beside the Rocket Box's 300. Sold in every real-money
  // currency (the entry gift and the prizes serve them all).
  rate({
    key: 'rocket-chance-entry',
    type: 'chances',
    group: 'SPECIAL_REWARDS',
    points: 250,
    amounts: {},
    freespinsCount: 0,
    giftTemplateKey: 'rocket-chance-entry',
    lootboxTemplateKey: null,
    title: {
      en: 'Rocket Chance entry',
      de: 'Rocket-Chance-Teilnahme',
      'fr-CA': 'Participation à Rocket Chance',
      no: 'Rocket Chance-deltakelse',
      it: 'Partecipazione a Rocket Chance',
      et: 'Rocket Chance osalus',
    },
    tags: ['NEW'],
  }),
];

// ---- the sale (CP-017, CP-018) --------------------------------------------------------------

/** Which rates (by key) the seeded sale discounts, by the group of their tab. */
export const saleCardsSeed: Partial<Record<RewardGroup, { rateKey: string; percent: number }[]>> = {
  FREE_SPINS: [{ rateKey: 'freespins-20', percent: 25 }],
  MONEY_REWARD: [{ rateKey: 'money-25', percent: 10 }],
  SPECIAL_REWARDS: [{ rateKey: 'rocket-box', percent: 20 }],
};

/** The seeded sale runs this many days from the seed, so a newcomer finds it running. */
export const SALE_DAYS = 21;

/** The sale as the page's meta json holds it, with the rates' ids once they exist. */
export function saleSeed(now: Date, rateIds: ReadonlyMap<string, number>): Sale {
  const cards: Sale['cards'] = {};
  for (const [group, entries] of Object.entries(saleCardsSeed)) {
    const named = (entries ?? []).flatMap(({ rateKey, percent }) => {
      const id = rateIds.get(rateKey);
      return id === undefined ? [] : [{ rate_id: id, discount_percent: percent }];
    });
    if (named.length > 0) cards[group as RewardGroup] = named;
  }
  return { endDate: saleEndDateAfter(now, SALE_DAYS), cards };
}

/** The mart page's texts: the read-more block (CP-023) and the meta tags. */
export const martPageTexts: Record<
  string,
  { title: string; description: string; content: string }
> = {
  en: {
    title: 'Rewards mart',
    description: 'Exchange the comp points you earn by playing for free spins, cash and lootboxes.',
    content:
      '<h2>How comp points work</h2><p>Every bet earns comp points: one point for every 25 euro ' +
      'cents (or the same in your currency) staked on slots, less on table and live games. ' +
      'Spend them here on free spins, cash with no wagering, bonus money and lootboxes. Your ' +
      'lifetime points also raise your level, and every level brings free spins.</p>',
  },
  de: {
    title: 'Prämienshop',
    description:
      'Tauschen Sie beim Spielen gesammelte Comp-Punkte gegen Freispiele, Echtgeld und Lootboxen.',
    content:
      '<h2>So funktionieren Comp-Punkte</h2><p>Jeder Einsatz bringt Comp-Punkte: einen Punkt ' +
      'pro 25 Euro-Cent (oder den Gegenwert in Ihrer Währung) an Slots, weniger an Tisch- und ' +
      'Live-Spielen. Tauschen Sie sie hier gegen Freispiele, Echtgeld ohne Umsatz, Bonusgeld ' +
      'und Lootboxen. Ihre gesammelten Punkte heben außerdem Ihre Stufe, und jede Stufe bringt ' +
      'Freispiele.</p>',
  },
  'fr-CA': {
    title: 'Boutique de récompenses',
    description:
      'Échangez les points gagnés en jouant contre des tours gratuits, de l’argent et des coffres.',
    content:
      '<h2>Comment fonctionnent les points</h2><p>Chaque mise rapporte des points : un point ' +
      'par tranche de 25 cents d’euro (ou l’équivalent dans votre devise) misée sur les machines ' +
      'à sous, moins aux jeux de table et en direct. Échangez-les ici contre des tours gratuits, ' +
      'de l’argent réel sans mise requise, de l’argent bonus et des coffres. Vos points cumulés ' +
      'font aussi monter votre niveau, et chaque niveau apporte des tours gratuits.</p>',
  },
  no: {
    title: 'Belønningsbutikk',
    description:
      'Bytt comp-poengene du tjener ved å spille mot gratisspinn, kontanter og lootbokser.',
    content:
      '<h2>Slik fungerer comp-poeng</h2><p>Hver innsats gir comp-poeng: ett poeng per 25 ' +
      'eurocent (eller det samme i din valuta) satset på spilleautomater, mindre på bord- og ' +
      'livespill. Bruk dem her på gratisspinn, kontanter uten omsetningskrav, bonuspenger og ' +
      'lootbokser. Poengene du samler hever også nivået ditt, og hvert nivå gir gratisspinn.</p>',
  },
  it: {
    title: 'Negozio premi',
    description: 'Scambia i comp point guadagnati giocando con giri gratis, denaro e lootbox.',
    content:
      '<h2>Come funzionano i comp point</h2><p>Ogni puntata fa guadagnare comp point: un punto ' +
      'ogni 25 centesimi di euro (o l’equivalente nella tua valuta) puntati sulle slot, meno sui ' +
      'giochi da tavolo e dal vivo. Spendili qui in giri gratis, denaro reale senza puntata ' +
      'richiesta, denaro bonus e lootbox. I punti accumulati alzano anche il tuo livello, e ogni ' +
      'livello porta giri gratis.</p>',
  },
  et: {
    title: 'Auhinnapood',
    description:
      'Vaheta mängides teenitud boonuspunktid tasuta keerutuste, raha ja lootboxide vastu.',
    content:
      '<h2>Kuidas boonuspunktid toimivad</h2><p>Iga panus toob boonuspunkte: üks punkt iga 25 ' +
      'eurosendi (või sama summa sinu valuutas) eest slotimängudes, laua- ja live-mängudes ' +
      'vähem. Vaheta need siin tasuta keerutuste, panustamisnõudeta päris raha, boonusraha ja ' +
      'lootboxide vastu. Kogutud punktid tõstavad ka sinu taset ja iga tase toob tasuta ' +
      'keerutusi.</p>',
  },
};

/** Real-money currencies (the brand's, FUN aside): where every rate is checked to exist. */
export const martCurrencies = brandCurrencies
  .filter((currency) => !currency.demo)
  .map((currency) => currency.code);
