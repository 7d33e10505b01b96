import type { GiftTemplateSeed, PromoCodeSeed } from './gift-templates.js';
import { localise } from './localise.js';
import { bonusPrize, ticket } from './lootboxes.js';

/**
 * The demo brand's lotteries (issue 18; docs/lotteries.md): the "hourly draw", which draws
 * within the hour of the seed's moment (first start-up), and the monthly lottery, 30 days
 * later, which the home banner targets. Tickets come from comp points (the mart's lottery
 * rate), from deposits (one per €20, five at most per deposit) and from the gift code
 * LOTTOTICKET (a ticket of the monthly lottery). Prizes are real-money cash gifts in the
 * winner's currency and a Rocket Box Max.
 */

/** A lottery as the seed creates it (lotteries.service `createLottery`). */
export interface LotterySeed {
  slug: string;
  frontendIdentifier: string;
  title: Record<string, string>;
  description: Record<string, string>;
  startAt: Date;
  endAt: Date;
  /** By place: a gift template or a lootbox template pays it. */
  prizes: {
    place: number;
    title: Record<string, string>;
    gift_template_key?: string;
    lootbox_template_key?: string;
  }[];
  depositRule: { eurCentsPerTicket: number; maxTicketsPerDeposit: number } | null;
  groupIds: number[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const lotteryGiftTemplatesSeed: GiftTemplateSeed[] = [
  bonusPrize('lottery-cash-100', '€100 cash from a lottery', 'lottery_prize', 100, 0),
  bonusPrize('lottery-cash-25', '€25 cash from a lottery', 'lottery_prize', 25, 0),
  bonusPrize('lottery-cash-10', '€10 cash from a lottery', 'lottery_prize', 10, 0),
  // `lottery_ticket_<slug>`: a ticket of that lottery in gift form (ticket-grants.service.ts).
  ticket(
    'monthly-lottery-ticket',
    'Monthly lottery ticket',
    'lottery_ticket_monthly-lottery',
    'One ticket in the monthly lottery: it joins the draw as soon as you get it.',
  ),
];

export const lotteryPromoCodesSeed: PromoCodeSeed[] = [
  {
    code: 'LOTTOTICKET',
    templateKey: 'monthly-lottery-ticket',
    purpose: 'gift',
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2027-12-31T23:59:59Z',
    maxUses: null,
    perPlayer: 1,
    perDevice: 1,
  },
];

const cash = (place: number, key: string, euros: number) => ({
  place,
  title: localise({
    en: `€${euros} cash`,
    de: `${euros} € in bar`,
    'fr-CA': `${euros} € en argent réel`,
    no: `${euros} € i kontanter`,
    it: `${euros} € in contanti`,
    et: `${euros} € raha`,
  }),
  gift_template_key: key,
});

const depositRule = { eurCentsPerTicket: 2000, maxTicketsPerDeposit: 5 };

/** The seeded lotteries, placed relative to `now` (the seed's moment). */
export function lotteriesSeed(now: Date): LotterySeed[] {
  const at = (ms: number) => new Date(now.getTime() + ms);
  return [
    {
      slug: 'hourly-draw',
      frontendIdentifier: 'hourly-draw',
      title: localise({
        en: 'Hourly draw',
        de: 'Stündliche Ziehung',
        'fr-CA': 'Tirage de l’heure',
        no: 'Timens trekning',
        it: 'Estrazione dell’ora',
        et: 'Tunniloos',
      }),
      description: localise({
        en: 'A quick lottery: get tickets with comp points or a deposit, the draw is within the hour.',
        de: 'Eine schnelle Lotterie: Tickets mit Comp-Punkten oder einer Einzahlung, Ziehung innerhalb der Stunde.',
        'fr-CA':
          'Une loterie rapide : des billets contre des points ou un dépôt, tirage dans l’heure.',
        no: 'Et raskt lotteri: billetter for comp-poeng eller et innskudd, trekning innen en time.',
        it: 'Una lotteria veloce: biglietti con i punti o con un deposito, estrazione entro l’ora.',
        et: 'Kiire loterii: piletid punktide või sissemakse eest, loosimine tunni jooksul.',
      }),
      startAt: at(-5 * 60_000),
      endAt: at(50 * 60_000),
      prizes: [cash(1, 'lottery-cash-25', 25), cash(2, 'lottery-cash-10', 10)],
      depositRule,
      groupIds: [],
    },
    {
      slug: 'monthly-lottery',
      frontendIdentifier: 'monthly-lottery',
      title: localise({
        en: 'Monthly lottery',
        de: 'Monatslotterie',
        'fr-CA': 'Loterie du mois',
        no: 'Månedens lotteri',
        it: 'Lotteria mensile',
        et: 'Kuu loterii',
      }),
      description: localise({
        en: 'Three prizes drawn at the end of the month. Every draw can be checked by anyone.',
        de: 'Drei Preise, gezogen am Monatsende. Jede Ziehung kann jeder nachprüfen.',
        'fr-CA': 'Trois prix tirés à la fin du mois. Chacun peut vérifier chaque tirage.',
        no: 'Tre premier trekkes ved månedens slutt. Alle kan kontrollere hver trekning.',
        it: 'Tre premi estratti a fine mese. Chiunque può verificare ogni estrazione.',
        et: 'Kolm auhinda loositakse kuu lõpus. Iga loosimist saab igaüks kontrollida.',
      }),
      startAt: at(-HOUR_MS),
      endAt: at(30 * DAY_MS),
      prizes: [
        cash(1, 'lottery-cash-100', 100),
        {
          place: 2,
          title: localise({
            en: 'A Rocket Box Max',
            de: 'Eine Rocket Box Max',
            'fr-CA': 'Une Rocket Box Max',
            no: 'En Rocket Box Max',
            it: 'Una Rocket Box Max',
            et: 'Üks Rocket Box Max',
          }),
          lootbox_template_key: 'rocket-box-max',
        },
        cash(3, 'lottery-cash-10', 10),
      ],
      depositRule,
      groupIds: [],
    },
  ];
}
