import type { BrandBanner, BrandFeConfig } from '@croupier/contracts/brand';
import { localise } from './localise.js';
import { AURORA_RACE_END } from './tournaments.js';

/**
 * Home carousel banners (platform-core.md §3 Banner; CMS-007, CMS-011..CMS-017). Texts in all
 * ten locales; `{{name}}` placeholders are filled from `variables` by the site. A banner says
 * what the product does: the welcome pack's figures are the seeded templates' own
 * (gift-templates.ts); the VIP club's says what the club shows; the Aurora Spins Race's targets
 * the seeded tournament of that identifier; the jackpots' says how they fill and drop (JP-012).
 */
const evergreen = { start: '2025-01-01T00:00:00.000Z', end: '2030-12-31T23:59:59.000Z' };

const base = {
  image: null,
  overlayImage: null,
  labels: [],
  secondButton: null,
  timer: null,
  variables: {},
  logged: null,
  groupIds: [],
  liveTime: evergreen,
  size: 'large',
} satisfies Partial<BrandBanner>;

/** The button of a banner whose feature says "coming soon": it shows that screen. */
const takeALook = localise({
  en: 'Take a look',
  de: 'Ansehen',
  'fr-CA': 'Voir',
  no: 'Se mer',
  it: 'Scopri',
  et: 'Vaata',
});

const items: BrandBanner[] = [
  {
    ...base,
    id: 'welcome-pack',
    categories: ['slider-index-top-guest'],
    order: { 'slider-index-top-guest': 1 },
    logged: false,
    overlayImage: '/brand/banners/welcome-chips.svg',
    gradient: {
      colorLeft: '#1b0f3b',
      colorLeftCenter: '#3b1a78',
      colorRightCenter: '#7b2fbf',
      colorRight: '#c04bd6',
    },
    title: localise({
      en: 'Join Croupier: slots, live tables and demo play',
      de: 'Willkommen bei Croupier: Slots, Live-Tische und Demo-Spiele',
      'fr-CA': 'Bienvenue chez Croupier : machines à sous, tables en direct et mode démo',
      no: 'Velkommen til Croupier: spilleautomater, livebord og demospill',
      it: 'Benvenuto su Croupier: slot, tavoli live e modalità demo',
      et: 'Tere tulemast Croupierisse: slotid, live-lauad ja demomängud',
      'en-AU': 'Join Croupier: pokies, live tables and demo play',
    }),
    description: localise({
      en: 'Create your account, then deposit by card, bank transfer or crypto. 18+ only.',
      de: 'Eröffnen Sie Ihr Konto und zahlen Sie per Karte, Überweisung oder Krypto ein. Ab 18.',
      'fr-CA': 'Créez votre compte, puis déposez par carte, virement ou crypto. 18 ans et plus.',
      no: 'Opprett en konto, og sett inn med kort, bankoverføring eller krypto. Kun 18+.',
      it: 'Crea il tuo conto, poi deposita con carta, bonifico o crypto. Solo maggiorenni.',
      et: 'Loo konto ning tee sissemakse kaardi, pangaülekande või krüptoga. Ainult 18+.',
    }),
    button: {
      name: localise({
        en: 'Sign up',
        de: 'Registrieren',
        'fr-CA': 'S’inscrire',
        no: 'Registrer deg',
        it: 'Registrati',
        et: 'Registreeru',
      }),
      url: '/sign-up',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  },
  {
    ...base,
    id: 'weekly-reload',
    categories: ['slider-index-top-fiat'],
    order: { 'slider-index-top-fiat': 1 },
    logged: true,
    labels: ['welcome-pack:hide'],
    gradient: {
      colorLeft: '#062a3a',
      colorLeftCenter: '#0b4d63',
      colorRightCenter: '#127a8a',
      colorRight: '#22b5a8',
    },
    title: localise({
      en: 'Deposit your way',
      de: 'Einzahlen, wie Sie möchten',
      'fr-CA': 'Déposez à votre façon',
      no: 'Sett inn slik du vil',
      it: 'Deposita come preferisci',
      et: 'Tee sissemakse nii, nagu sulle sobib',
    }),
    description: localise({
      en: 'Cards, bank transfers, e-wallets and vouchers: your balance shows the money once the payment is confirmed.',
      de: 'Karten, Überweisungen, E-Wallets und Gutscheine: Ihr Guthaben zeigt das Geld, sobald die Zahlung bestätigt ist.',
      'fr-CA':
        'Cartes, virements, portefeuilles électroniques et bons : votre solde affiche l’argent dès que le paiement est confirmé.',
      no: 'Kort, bankoverføring, e-lommebøker og kuponger: saldoen viser pengene når betalingen er bekreftet.',
      it: 'Carte, bonifici, portafogli elettronici e voucher: il saldo mostra il denaro appena il pagamento è confermato.',
      et: 'Kaardid, pangaülekanded, e-rahakotid ja vautšerid: saldo näitab raha, kui makse on kinnitatud.',
    }),
    button: {
      name: localise({
        en: 'Deposit',
        de: 'Einzahlen',
        'fr-CA': 'Déposer',
        no: 'Sett inn',
        it: 'Deposita',
        et: 'Tee sissemakse',
      }),
      url: '/deposit',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  },
  {
    ...base,
    id: 'crypto-boost',
    categories: ['slider-index-top-crypto'],
    order: { 'slider-index-top-crypto': 1 },
    logged: true,
    overlayImage: '/brand/banners/crypto-coins.svg',
    gradient: {
      colorLeft: '#2b1600',
      colorLeftCenter: '#5a3200',
      colorRightCenter: '#b86b00',
      colorRight: '#f7a21b',
    },
    title: localise({
      en: 'Play with crypto',
      de: 'Mit Krypto spielen',
      'fr-CA': 'Jouez en crypto',
      no: 'Spill med krypto',
      it: 'Gioca con le crypto',
      et: 'Mängi krüptoga',
    }),
    description: localise({
      en: 'BTC, ETH, LTC, BCH, DOGE and USDT, credited once the network confirms the transfer.',
      de: 'BTC, ETH, LTC, BCH, DOGE und USDT, gutgeschrieben, sobald das Netzwerk die Überweisung bestätigt.',
      'fr-CA':
        'BTC, ETH, LTC, BCH, DOGE et USDT, crédités dès que le réseau confirme le transfert.',
      no: 'BTC, ETH, LTC, BCH, DOGE og USDT, godskrevet når nettverket bekrefter overføringen.',
      it: 'BTC, ETH, LTC, BCH, DOGE e USDT, accreditati appena la rete conferma il trasferimento.',
      et: 'BTC, ETH, LTC, BCH, DOGE ja USDT, laekuvad, kui võrk ülekande kinnitab.',
    }),
    button: {
      name: localise({
        en: 'Deposit crypto',
        de: 'Krypto einzahlen',
        'fr-CA': 'Déposer en crypto',
        no: 'Sett inn krypto',
        it: 'Deposita crypto',
        et: 'Tee krüptosissemakse',
      }),
      url: '/deposit',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  },
  {
    ...base,
    id: 'aurora-spins-race',
    categories: ['slider-index-top', 'slider-index-top-guest'],
    order: { 'slider-index-top': 1, 'slider-index-top-guest': 2 },
    overlayImage: '/brand/banners/trophy.svg',
    gradient: {
      colorLeft: '#0a1640',
      colorLeftCenter: '#13307a',
      colorRightCenter: '#2456c4',
      colorRight: '#4f8cff',
    },
    // The seeded tournament ends then too (seed-data/tournaments.ts), while that is ahead.
    timer: { start_at: '2025-09-01T00:00:00.000Z', end_at: AURORA_RACE_END },
    title: localise({
      en: 'Aurora Spins Race: climb the leaderboard',
      de: 'Aurora Spins Race: kletter die Rangliste hoch',
      'fr-CA': 'Course Aurora Spins : grimpez au classement',
      no: 'Aurora Spins Race: klatre på ledertavlen',
      it: 'Aurora Spins Race: scala la classifica',
      et: 'Aurora Spins Race: tõuse edetabelis',
    }),
    description: localise({
      en: 'Every euro staked on slots is a point. The top 30 places win a prize from the race’s prize table.',
      de: 'Jeder auf Slots gesetzte Euro ist ein Punkt. Die besten 30 Plätze gewinnen einen Preis aus der Preistabelle des Rennens.',
      'fr-CA':
        'Chaque euro misé sur les machines à sous vaut un point. Les 30 premières places gagnent un prix du tableau des prix de la course.',
      no: 'Hver euro satset på spilleautomater er ett poeng. De 30 beste plassene vinner en premie fra løpets premietabell.',
      it: 'Ogni euro puntato sulle slot vale un punto. I primi 30 posti vincono un premio dalla tabella premi della gara.',
      et: 'Iga slotidele panustatud euro on üks punkt. Parimad 30 kohta võidavad auhinna võistluse auhinnatabelist.',
    }),
    button: {
      name: takeALook,
      url: '/tournaments/aurora-spins-race',
      type: 'tournament',
      frontendIdentifier: 'aurora-spins-race',
      attrs: {},
    },
    secondButton: {
      name: localise({
        en: 'Ask support',
        de: 'Support fragen',
        'fr-CA': 'Écrire au soutien',
        no: 'Spør kundeservice',
        it: 'Chiedi al supporto',
        et: 'Küsi toelt',
      }),
      popup: 'support',
    },
  },
  {
    ...base,
    id: 'monthly-lottery',
    categories: ['jackpots-slider', 'slider-index-top'],
    order: { 'jackpots-slider': 1, 'slider-index-top': 3 },
    size: 'medium',
    gradient: {
      colorLeft: '#3a0a1e',
      colorLeftCenter: '#6e1235',
      colorRightCenter: '#b0204f',
      colorRight: '#ff4f7b',
    },
    title: localise({
      en: 'Monthly lottery: three prizes, one checkable draw',
      de: 'Monatslotterie: drei Preise, eine überprüfbare Ziehung',
      'fr-CA': 'Loterie du mois : trois prix, un tirage vérifiable',
      no: 'Månedens lotteri: tre premier, én trekning du kan kontrollere',
      it: 'Lotteria mensile: tre premi, un’estrazione verificabile',
      et: 'Kuu loterii: kolm auhinda, üks kontrollitav loosimine',
    }),
    description: localise({
      en: 'Get tickets with comp points or a deposit; anyone can recompute the winners.',
      de: 'Lose mit Comp-Punkten oder einer Einzahlung; jeder kann die Gewinner nachrechnen.',
      'fr-CA': 'Des billets contre des points ou un dépôt; chacun peut recalculer les gagnants.',
      no: 'Billetter for comp-poeng eller et innskudd; alle kan regne ut vinnerne på nytt.',
      it: 'Biglietti con i punti o un deposito; chiunque può ricalcolare i vincitori.',
      et: 'Piletid punktide või sissemakse eest; igaüks saab võitjad uuesti arvutada.',
    }),
    button: {
      name: takeALook,
      url: '/lottery/monthly-lottery',
      type: 'lottery',
      frontendIdentifier: 'monthly-lottery',
      attrs: {},
    },
  },
  {
    ...base,
    // JP-012: the jackpots variant, shown over /jackpots. It says what docs/jackpots.md
    // describes (pools fed by a share of the stakes, a published must-drop-by amount per
    // level) and names no sum: the pools' amounts are live on the screen beside it.
    id: 'jackpots-must-drop',
    categories: ['jackpots-slider'],
    order: { 'jackpots-slider': 0 },
    size: 'medium',
    gradient: {
      colorLeft: '#1a0b2e',
      colorLeftCenter: '#3d1466',
      colorRightCenter: '#0f5c5a',
      colorRight: '#1fa88a',
    },
    title: localise({
      en: 'Ruby, Sapphire and Emerald: three jackpots that must drop',
      de: 'Rubin, Saphir und Smaragd: drei Jackpots, die fallen müssen',
      'fr-CA': 'Rubis, Saphir et Émeraude : trois jackpots qui doivent tomber',
      no: 'Rubin, Safir og Smaragd: tre jackpotter som må falle',
      it: 'Rubino, Zaffiro e Smeraldo: tre jackpot che devono cadere',
      et: 'Rubiin, Safiir ja Smaragd: kolm jackpotti, mis peavad langema',
    }),
    description: localise({
      en: 'A share of every bet on jackpot games feeds them. Each level drops at random, always before the must-drop-by amount shown on it.',
      de: 'Ein Anteil jedes Einsatzes auf Jackpot-Spielen speist sie. Jede Stufe fällt zufällig, immer bevor sie den angezeigten Höchstbetrag erreicht.',
      'fr-CA':
        'Une part de chaque mise sur les jeux à jackpot les alimente. Chaque niveau tombe au hasard, toujours avant le montant maximal affiché.',
      no: 'En andel av hver innsats på jackpotspill mater dem. Hvert nivå faller tilfeldig, alltid før beløpet det må falle innen, som vises på det.',
      it: 'Una quota di ogni puntata sui giochi jackpot li alimenta. Ogni livello cade a caso, sempre prima dell’importo massimo indicato.',
      et: 'Osa igast jackpotimängude panusest täidab neid. Iga tase langeb juhuslikult, alati enne sellel näidatud ülempiiri.',
    }),
    button: {
      name: localise({
        en: 'Play jackpot games',
        de: 'Jackpot-Spiele spielen',
        'fr-CA': 'Jouer aux jeux à jackpot',
        no: 'Spill jackpotspill',
        it: 'Gioca ai giochi jackpot',
        et: 'Mängi jackpotimänge',
      }),
      url: '/games/jackpot',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  },
  {
    ...base,
    id: 'vip-club',
    categories: ['slider-index-top'],
    order: { 'slider-index-top': 2 },
    logged: true,
    groupIds: [759, 255, 259],
    gradient: {
      colorLeft: '#111111',
      colorLeftCenter: '#2a2418',
      colorRightCenter: '#6b5a2e',
      colorRight: '#d4b463',
    },
    title: localise({
      en: 'VIP club: your status this quarter',
      de: 'VIP-Club: Ihr Status in diesem Quartal',
      'fr-CA': 'Club VIP : votre statut ce trimestre',
      no: 'VIP-klubben: statusen din dette kvartalet',
      it: 'Club VIP: il tuo status in questo trimestre',
      et: 'VIP-klubi: sinu staatus selles kvartalis',
    }),
    description: localise({
      en: 'Your deposits and bets this quarter keep your status. See how far the next tier is and compare what each tier gives.',
      de: 'Ihre Einzahlungen und Einsätze in diesem Quartal halten Ihren Status. Sehen Sie, wie weit die nächste Stufe ist, und vergleichen Sie, was jede Stufe bietet.',
      'fr-CA':
        'Vos dépôts et vos mises de ce trimestre maintiennent votre statut. Voyez à quelle distance est l’échelon suivant et comparez ce que donne chaque échelon.',
      no: 'Innskuddene og innsatsene dine dette kvartalet holder statusen din. Se hvor langt det er til neste nivå, og sammenlign hva hvert nivå gir.',
      it: 'I tuoi depositi e le tue puntate di questo trimestre mantengono il tuo status. Guarda quanto manca al livello successivo e confronta cosa offre ogni livello.',
      et: 'Sinu selle kvartali sissemaksed ja panused hoiavad sinu staatust. Vaata, kui kaugel on järgmine tase, ja võrdle, mida iga tase pakub.',
    }),
    button: {
      name: takeALook,
      url: '/rocketplay-vipclub',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  },
  {
    ...base,
    // CMS-013: only players with welcome-pack status (a welcome stag or group 131811) see it;
    // weekly-reload, tagged `welcome-pack:hide`, takes its place for everyone else.
    id: 'welcome-pack-next-deposit',
    categories: ['slider-index-top'],
    order: { 'slider-index-top': 0 },
    logged: true,
    labels: ['welcome-pack:show'],
    overlayImage: '/brand/banners/welcome-chips.svg',
    gradient: {
      colorLeft: '#1b0f3b',
      colorLeftCenter: '#3b1a78',
      colorRightCenter: '#7b2fbf',
      colorRight: '#c04bd6',
    },
    // The welcome package as seeded (gift-templates.ts welcome-1..3): the figures here are
    // the templates' own, so the banner promises exactly what the cashbox offers.
    title: localise({
      en: 'Your welcome pack: 100% up to €500 on your first deposit',
      de: 'Ihr Willkommenspaket: 100 % bis 500 € auf Ihre erste Einzahlung',
      'fr-CA': 'Votre forfait de bienvenue : 100 % jusqu’à 500 € sur votre premier dépôt',
      no: 'Velkomstpakken din: 100 % opptil 500 € på ditt første innskudd',
      it: 'Il tuo pacchetto di benvenuto: 100% fino a 500 € sul primo deposito',
      et: 'Sinu tervituspakett: 100% kuni 500 € esimeselt sissemakselt',
    }),
    description: localise({
      en: 'Then 50% up to €300 and 25% up to €200 on the next two. Pick the bonus when you deposit; wager it 35 times (30 on the third). Terms in My gifts.',
      de: 'Danach 50 % bis 300 € und 25 % bis 200 € auf die nächsten zwei. Wählen Sie den Bonus bei der Einzahlung; 35-facher Umsatz (30-fach beim dritten). Bedingungen unter Meine Geschenke.',
      'fr-CA':
        'Puis 50 % jusqu’à 300 € et 25 % jusqu’à 200 € sur les deux suivants. Choisissez le bonus au dépôt; misez-le 35 fois (30 au troisième). Conditions dans Mes cadeaux.',
      no: 'Deretter 50 % opptil 300 € og 25 % opptil 200 € på de to neste. Velg bonusen når du setter inn; omsett den 35 ganger (30 på den tredje). Vilkår under Mine gaver.',
      it: 'Poi 50% fino a 300 € e 25% fino a 200 € sui due successivi. Scegli il bonus quando depositi; puntalo 35 volte (30 al terzo). Termini in I miei regali.',
      et: 'Seejärel 50% kuni 300 € ja 25% kuni 200 € kahelt järgmiselt. Vali boonus sissemakse juures; panusta see 35 korda (kolmandal 30). Tingimused: Minu kingitused.',
    }),
    button: {
      name: localise({
        en: 'Deposit now',
        de: 'Jetzt einzahlen',
        'fr-CA': 'Déposer maintenant',
        no: 'Sett inn nå',
        it: 'Deposita ora',
        et: 'Tee sissemakse',
      }),
      url: '/deposit',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  },
  {
    ...base,
    id: 'telegram-channel',
    categories: ['slider-index-top', 'slider-index-top-guest'],
    order: { 'slider-index-top': 4, 'slider-index-top-guest': 3 },
    size: 'small',
    gradient: {
      colorLeft: '#03263f',
      colorLeftCenter: '#064a73',
      colorRightCenter: '#1a86c7',
      colorRight: '#37aee2',
    },
    title: localise({
      en: 'Croupier on Telegram',
      de: 'Croupier auf Telegram',
      'fr-CA': 'Croupier sur Telegram',
      no: 'Croupier på Telegram',
      it: 'Croupier su Telegram',
      et: 'Croupier Telegramis',
    }),
    description: localise({
      en: 'News and new games first.',
      de: 'Neuigkeiten und neue Spiele zuerst.',
      'fr-CA': 'Les nouvelles et les nouveaux jeux en primeur.',
      no: 'Nyheter og nye spill først.',
      it: 'Novità e nuovi giochi in anteprima.',
      et: 'Uudised ja uued mängud esimesena.',
    }),
    button: {
      name: localise({
        en: 'Join on Telegram',
        de: 'Auf Telegram beitreten',
        'fr-CA': 'Rejoindre sur Telegram',
        no: 'Bli med på Telegram',
        it: 'Unisciti su Telegram',
        et: 'Liitu Telegramis',
      }),
      url: 'https://t.me/croupiercasino',
      type: 'link',
      frontendIdentifier: null,
      attrs: { target: '_blank', rel: 'noopener noreferrer' },
    },
  },
];

export const bannersSeed: BrandFeConfig['banners'] = {
  welcomePackStags: ['aff_welcome_01', 'aff_welcome_02'],
  items,
};
