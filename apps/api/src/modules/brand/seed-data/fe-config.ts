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

type AdventurePrizeSeed = BrandFeConfig['vipAdventures']['sets'][number]['superPrize'];
const adventureSpins = (count: number, kind: 'fs' | 'superPrize' = 'fs'): AdventurePrizeSeed => ({
  kind,
  freespins_count: count,
  title: `${count} free spins`,
  gift_template: `adventure-spins-${count}`,
});
const adventureBonus = (
  euros: number,
  kind: 'bonus' | 'superPrize' = 'bonus',
): AdventurePrizeSeed => ({
  kind,
  amount_cents: euros * 100,
  currency: 'EUR',
  title: `€${euros.toLocaleString('en')} bonus`,
  gift_template: `adventure-bonus-${euros}`,
});
/** One adventure day: a minimum single deposit and a wager within the day, both in EUR cents. */
const adventureDay = (day: number, minDep: number, wager: number, prize: AdventurePrizeSeed) => ({
  day,
  prize,
  condition: { minDep, wager, periodActivationDays: 1 },
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
        days: [
          adventureDay(1, 2000, 0, adventureSpins(20)),
          adventureDay(2, 2000, 0, adventureSpins(20)),
          adventureDay(3, 3000, 1000, adventureBonus(10)),
          adventureDay(4, 3000, 0, adventureSpins(50)),
          adventureDay(5, 4000, 0, adventureSpins(50)),
          adventureDay(6, 5000, 2000, adventureBonus(10)),
          adventureDay(7, 5000, 0, adventureSpins(50)),
        ],
        superPrize: adventureSpins(200, 'superPrize'),
      },
      {
        key: 'vip_adv',
        title: 'VIP adventure',
        start_date: '01/09/2025',
        days: [
          adventureDay(1, 10000, 0, adventureBonus(25)),
          adventureDay(2, 10000, 0, adventureBonus(25)),
          adventureDay(3, 15000, 5000, adventureBonus(50)),
          adventureDay(4, 15000, 0, adventureBonus(25)),
          adventureDay(5, 20000, 0, adventureBonus(50)),
          adventureDay(6, 25000, 10000, adventureBonus(50)),
          adventureDay(7, 30000, 0, adventureBonus(50)),
        ],
        superPrize: adventureBonus(1000, 'superPrize'),
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
    // Adventure prizes are titled with their step label (VIP-019); the gifts tab names them.
    {
      group_key: 'adventure_day',
      image: '/brand/gifts/welcome.svg',
      title: localise({
        en: 'Adventure day prize',
        de: 'Abenteuer-Tagespreis',
        'fr-CA': 'Prix du jour de l’aventure',
        no: 'Dagspremie i eventyret',
        it: 'Premio del giorno dell’avventura',
        et: 'Seikluse päevaauhind',
      }),
    },
    {
      group_key: 'adventure_super',
      image: '/brand/gifts/welcome.svg',
      title: localise({
        en: 'Adventure super prize',
        de: 'Abenteuer-Superpreis',
        'fr-CA': 'Super prix de l’aventure',
        no: 'Superpremie i eventyret',
        it: 'Super premio dell’avventura',
        et: 'Seikluse superauhind',
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
