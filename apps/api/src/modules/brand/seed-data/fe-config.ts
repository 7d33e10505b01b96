import type { BrandFeConfig } from '@croupier/contracts/brand';
import type { WheelSegment } from '@croupier/contracts/fe-config';
import { bannersSeed } from './banners.js';
import { localise } from './localise.js';
import { lobbyRows, menuCategories } from './game-categories.js';

/** The fe/config documents (platform-core.md §7, engagement.md §7) as the operator edits them. */

// engagement.md §4 Tournaments (K-103, K-104, TN-024).
const questM = [
  0, 500, 1000, 2000, 3000, 5000, 10000, 25000, 50000, 75000, 100000, 130000, 150000, 175000,
  200000, 300000, 400000, 500000, 600000, 700000, 800000, 900000, 1000000, 1500000, 2000000,
];

const freeSpins = (count: number, weight: number, wager: number): WheelSegment => ({
  prize: { type: 'freespins', amount: count, currency: null, title: `${count} FS` },
  weight,
  wager,
});
const eur = (type: 'bonus' | 'money', euros: number, weight: number, wager: number) => ({
  prize: { type, amount: euros * 100, currency: 'EUR', title: `€${euros.toLocaleString('en')}` },
  weight,
  wager,
});

/** LB-010: the default set, exactly the spec's sample weights and wagers. */
const defaultWheel: WheelSegment[] = [
  freeSpins(10, 4000, 30),
  freeSpins(20, 4000, 30),
  freeSpins(50, 2000, 30),
  freeSpins(100, 0, 30),
  freeSpins(150, 0, 30),
  freeSpins(250, 0, 30),
  eur('bonus', 1500, 0, 3),
  eur('money', 10000, 5, 0),
];

/** LB-011: the group sets, weights 5000 down to 10 and free-spin wagers 25 to 30. */
const groupWheel = (wagers: [number, number, number, number, number]): WheelSegment[] => [
  freeSpins(10, 5000, wagers[0]),
  freeSpins(25, 3000, wagers[1]),
  freeSpins(50, 1500, wagers[2]),
  freeSpins(100, 400, wagers[3]),
  freeSpins(200, 100, wagers[4]),
  eur('bonus', 500, 40, 3),
  eur('money', 2500, 10, 0),
];

const adventureDays = (deposits: number[], spins: number[]) =>
  deposits.map((minDep, index) => {
    const count = spins[index] ?? 0;
    return {
      day: index + 1,
      prize:
        index % 3 === 2
          ? {
              kind: 'bonus' as const,
              amount_cents: count * 100,
              currency: 'EUR',
              title: `€${count} bonus`,
            }
          : { kind: 'fs' as const, freespins_count: count, title: `${count} free spins` },
      condition: { minDep, wager: index % 3 === 2 ? 5 : 30, periodActivationDays: 1 },
    };
  });

export const feConfigSeed: BrandFeConfig = {
  stagByReferrerName: {
    google: {
      default: 'seo_google_01',
      byCountry: { CA: 'seo_google_ca', AU: 'seo_google_au', DE: 'seo_google_de' },
      byPage: { '/live/all': 'seo_google_live', '/pokies/all': 'seo_google_pokies' },
      byPageAndCountry: { '/live/all': { DE: 'seo_google_live_de' } },
    },
    bing: {
      default: 'seo_bing_01',
      byCountry: { CA: 'seo_bing_ca' },
      byPage: { '/live/all': 'seo_bing_live' },
      byPageAndCountry: {},
    },
    yahoo: { default: 'seo_yahoo_01', byCountry: {}, byPage: {}, byPageAndCountry: {} },
  },
  surveyConfig: {
    survey_id: 'nps-2025-q3',
    survey_collector_id: 'web-widget',
    is_enable_widget: true,
  },
  bettingConfig: {
    enabled: false,
    url: 'https://sport.croupier.com',
    popupNames: ['sport-login', 'sport-registration'],
  },
  vipAdventures: {
    sets: [
      {
        key: 'default',
        title: 'Seven-day adventure',
        start_date: '01/09/2025',
        days: adventureDays(
          [2000, 2000, 3000, 3000, 4000, 5000, 5000],
          [20, 25, 10, 30, 40, 20, 50],
        ),
        superPrize: { kind: 'superPrize', freespins_count: 200, title: '200 free spins' },
      },
      {
        key: 'vip_adv',
        title: 'VIP adventure',
        start_date: '01/09/2025',
        days: adventureDays(
          [10000, 10000, 15000, 15000, 20000, 25000, 30000],
          [50, 75, 50, 100, 150, 100, 250],
        ),
        superPrize: {
          kind: 'superPrize',
          amount_cents: 100000,
          currency: 'EUR',
          title: '€1,000 bonus',
        },
      },
    ],
    setByGroup: { '791': 'vip_adv' },
  },
  disabledBonuses: { group_keys: ['legacy_reload_2023', 'manual_wheel_test'] },
  modifyGiftsConfig: [
    {
      group_key: 'welcome_1',
      image: '/brand/gifts/welcome.svg',
      title: localise({
        en: 'Welcome bonus: 100% up to €500',
        de: 'Willkommensbonus: 100 % bis zu 500 €',
        'fr-CA': 'Bonus de bienvenue : 100 % jusqu’à 500 €',
        no: 'Velkomstbonus: 100 % opptil 500 €',
        it: 'Bonus di benvenuto: 100% fino a 500 €',
        et: 'Tervitusboonus: 100% kuni 500 €',
      }),
    },
    {
      group_key: 'cashback_weekly',
      groups: [759, 255],
      title: localise({
        en: 'VIP weekly cashback',
        de: 'Wöchentliches VIP-Cashback',
        'fr-CA': 'Remise hebdomadaire VIP',
        no: 'Ukentlig VIP-cashback',
        it: 'Cashback settimanale VIP',
        et: 'Iganädalane VIP raha tagasi',
      }),
      description: localise({
        en: 'Paid every Monday with no wagering requirement.',
        de: 'Wird jeden Montag ohne Umsatzbedingungen ausgezahlt.',
        'fr-CA': 'Versée chaque lundi, sans exigence de mise.',
        no: 'Utbetales hver mandag uten omsetningskrav.',
        it: 'Accreditato ogni lunedì senza requisiti di puntata.',
        et: 'Makstakse iga esmaspäev ilma panustamisnõudeta.',
      }),
    },
  ],
  excludedPromoStags: { stags: ['aff_noprom_01', 'aff_noprom_02'] },
  // GF-017: extra cards in the gifts tab. Each points at something the product does today.
  additionalGifts: [
    {
      id: 'deposit-bonus-code',
      image: '/brand/gifts/welcome.svg',
      link: '/profile/promocode',
      groups: [],
      title: localise({
        en: 'Have a deposit bonus code?',
        de: 'Haben Sie einen Einzahlungs-Bonuscode?',
        'fr-CA': 'Vous avez un code bonus de dépôt?',
        no: 'Har du en innskuddsbonuskode?',
        it: 'Hai un codice bonus di deposito?',
        et: 'Kas sul on sissemakse boonuskood?',
      }),
      description: localise({
        en: 'Save it in your profile: your next deposit uses it, and its bonus comes with that deposit.',
        de: 'Speichern Sie ihn im Profil: Ihre nächste Einzahlung verwendet ihn, und der Bonus kommt mit dieser Einzahlung.',
        'fr-CA':
          'Enregistrez-le dans votre profil : votre prochain dépôt l’utilise, et son bonus arrive avec ce dépôt.',
        no: 'Lagre den i profilen din: neste innskudd bruker den, og bonusen kommer med det innskuddet.',
        it: 'Salvalo nel profilo: il prossimo deposito lo usa e il bonus arriva con quel deposito.',
        et: 'Salvesta see oma profiilis: järgmine sissemakse kasutab seda ja boonus tuleb koos selle sissemaksega.',
      }),
    },
  ],
  mainWidgetConfig: {
    widgets: {
      rewardsMart: { enabled: true },
      lootbox: { enabled: true },
      adventures: { enabled: true, groups: [21, 791] },
      quest: { enabled: true },
      activityHub: { enabled: true },
    },
    lobby: lobbyRows,
    questLevels: {
      xs: [0, 150, 500, 1000, 5000, 15000],
      s: [...questM.slice(0, 14), 1000000],
      m: questM,
      'robot-s': [...questM.slice(0, 14), 800000],
      'robot-m': [...questM.slice(0, 24), 2500000],
    },
  },
  logoConfig: {
    logoUrl: { mobile: '/brand/logo-mobile.svg', full: '/brand/logo-full.svg' },
  },
  menuCategoriesGames: menuCategories,
  managePromotionPages: {
    pages: {
      'rocket-mart': { enabled: true },
      'rocket-chance': { enabled: true },
      'aquanova-odyssey': { enabled: true },
      lotteries: { enabled: true },
      'vip-club': { enabled: true },
    },
  },
  banners: bannersSeed,
  wheelConfig: {
    tiers: ['rocket_lite', 'rocket_pro', 'rocket_max'],
    sets: { default: defaultWheel },
  },
  wheelConfigSegments: {
    sets: {
      '21': groupWheel([25, 25, 28, 30, 30]),
      '1308': groupWheel([25, 26, 27, 28, 30]),
      '1309': groupWheel([28, 28, 30, 30, 30]),
    },
  },
};
