import type { WheelSegment } from '@croupier/contracts/fe-config';
import { wheelPrizeTemplateKey } from '@croupier/domain/lootboxes/lootbox-rules';
import { feConfigSeed } from './fe-config.js';
import {
  DEMO_CONTRIBUTIONS,
  FREESPIN_GAMES,
  FREESPIN_MIN_BET,
  inEveryCurrency,
  type GiftTemplateSeed,
  type PromoCodeSeed,
} from './gift-templates.js';

/**
 * The demo brand's lootboxes, the gifts their prizes are paid with, the gifts that pay the
 * wheel's segments (one per segment of the fe-config wheel sets, under `wheelPrizeTemplateKey`)
 * and the ticket gifts: a wheel spin on each wheel and a Rocket Chance entry (docs/lootboxes.md).
 * Seeded once, never over an operator's edits.
 */

export interface LootboxTemplateSeed {
  key: string;
  title: string;
  groupKey: string;
  validDays: number;
  items: { id: string; title: string; weight: number; gift_template_key: string | null }[];
}

const freeSpinsPrize = (
  key: string,
  title: string,
  groupKey: string,
  count: number,
  wager: number,
): GiftTemplateSeed => ({
  key,
  kind: 'giftspin',
  family: 'freespins',
  title,
  groupKey,
  rules: {
    amount: { kind: 'winnings' },
    wagering: { multiplier: wager, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    maxBetCents: inEveryCurrency(5),
    maxWinCents: inEveryCurrency(Math.max(100, count * 2)),
    activationDays: 14,
    wageringDays: 14,
    eligibility: {},
    freespins: { count, games: FREESPIN_GAMES, betCents: FREESPIN_MIN_BET, playDays: 7 },
  },
  terms: {
    en:
      `${count} free spins at the minimum bet on Neon Lanterns or Clover Extreme. What they win ` +
      `becomes bonus money to wager ${wager} times within 14 days (slots 100%, table and live ` +
      `10%). Activate within 14 days.`,
  },
  enabled: true,
});

export const bonusPrize = (
  key: string,
  title: string,
  groupKey: string,
  euros: number,
  wager: number,
): GiftTemplateSeed => ({
  key,
  kind: wager === 0 ? 'cash' : 'custom',
  family: 'bonus',
  title,
  groupKey,
  rules: {
    amount: { kind: 'fixed', cents: inEveryCurrency(euros) },
    wagering: { multiplier: wager, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    ...(wager > 0 ? { maxBetCents: inEveryCurrency(5) } : {}),
    activationDays: 14,
    wageringDays: 30,
    eligibility: {},
  },
  terms: {
    en:
      wager === 0
        ? `€${euros.toLocaleString('en')} (or the same in your currency) as real money, no ` +
          `wagering. Activate within 14 days.`
        : `€${euros.toLocaleString('en')} (or the same in your currency) as bonus money, ` +
          `wagered ${wager} times within 30 days (slots 100%, table and live 10%), at most €5 a ` +
          `bet. Activate within 14 days.`,
  },
  enabled: true,
});

/** A gift that is a ticket: it holds no money; spinning, drawing or boxing uses it up. */
export const ticket = (
  key: string,
  title: string,
  groupKey: string,
  text: string,
): GiftTemplateSeed => ({
  key,
  kind: 'custom',
  family: 'bonus',
  title,
  groupKey,
  rules: {
    amount: {
      kind: 'fixed',
      cents: Object.fromEntries(Object.keys(inEveryCurrency(1)).map((code) => [code, 0])),
    },
    wagering: { multiplier: 0, of: 'bonus' },
    contributions: { ...DEMO_CONTRIBUTIONS },
    activationDays: 30,
    wageringDays: 1,
    eligibility: { promoOnly: true },
  },
  terms: { en: text },
  enabled: true,
});

/**
 * What a wheel segment pays, as a gift template (LB-010, LB-011: the segment's wager). Its
 * `group_key` must not start with `wheel` or `manual_wheel` (K-110): that would make the prize
 * itself a spin.
 */
function wheelPrize(segment: WheelSegment): GiftTemplateSeed {
  const key = wheelPrizeTemplateKey(segment);
  const { type, amount, title } = segment.prize;
  if (type === 'freespins') {
    return freeSpinsPrize(
      key,
      `Rocket Wheel prize: ${title}`,
      'rocket_wheel_prize',
      amount,
      segment.wager,
    );
  }
  // The wheel's money amounts are euro cents (fe-config); the gift pays the same in any currency.
  const euros = amount / 100;
  return bonusPrize(
    key,
    `Rocket Wheel prize: ${title}${type === 'bonus' ? ' bonus' : ''}`,
    'rocket_wheel_prize',
    euros,
    type === 'money' ? 0 : segment.wager,
  );
}

function wheelPrizeTemplates(): GiftTemplateSeed[] {
  const segments = [
    ...feConfigSeed.wheelConfig.sets.default,
    ...Object.values(feConfigSeed.wheelConfigSegments.sets).flat(),
  ];
  const byKey = new Map<string, GiftTemplateSeed>();
  for (const segment of segments) {
    const template = wheelPrize(segment);
    if (!byKey.has(template.key)) byKey.set(template.key, template);
  }
  return [...byKey.values()];
}

export const lootboxGiftTemplatesSeed: GiftTemplateSeed[] = [
  freeSpinsPrize('lootbox-fs-10', '10 free spins from a Rocket Box', 'rocket_box_prize', 10, 30),
  freeSpinsPrize('lootbox-fs-50', '50 free spins from a Rocket Box', 'rocket_box_prize', 50, 30),
  bonusPrize('lootbox-bonus-5', '€5 bonus from a Rocket Box', 'rocket_box_prize', 5, 30),
  bonusPrize('lootbox-cash-2', '€2 cash from a Rocket Box', 'rocket_box_prize', 2, 0),
  bonusPrize('lootbox-bonus-25', '€25 bonus from a Rocket Box Max', 'rocket_box_prize', 25, 30),
  bonusPrize('lootbox-cash-10', '€10 cash from a Rocket Box Max', 'rocket_box_prize', 10, 0),
  freeSpinsPrize('chance-fs-20', '20 free spins from Rocket Chance', 'rocket_chance_prize', 20, 30),
  bonusPrize('chance-cash-5', '€5 cash from Rocket Chance', 'rocket_chance_prize', 5, 0),
  bonusPrize('chance-cash-100', '€100 cash from Rocket Chance', 'rocket_chance_prize', 100, 0),
  ...wheelPrizeTemplates(),
  // GF-012: the titles "Rocket Wheel" and "Rocket Chance" keep these out of the gift list.
  ticket(
    'rocket-wheel-spin',
    'Rocket Wheel',
    'wheel_rocket_lite',
    'One spin of the Rocket Wheel on the RocketPlay wheel page. Use it within 30 days.',
  ),
  ticket(
    'rocket-mart-wheel-spin',
    'Rocket Wheel',
    'manual_wheel_rocket_pro',
    'One spin of the Rocket Wheel on the RocketMart wheel page. Use it within 30 days.',
  ),
  // A box in gift form (`lootbox_gift_<template key>`): it becomes a Rocket Box when issued.
  ticket(
    'rocket-box-gift',
    'Rocket Box',
    'lootbox_gift_rocket-box',
    'A Rocket Box: it is waiting among your lootboxes on the wheel pages.',
  ),
  ticket(
    'rocket-chance-entry',
    'Rocket Chance',
    'chance_entry',
    'One entry to the Rocket Chance draw. Use it within 30 days.',
  ),
];

export const lootboxTemplatesSeed: LootboxTemplateSeed[] = [
  {
    key: 'rocket-box',
    title: 'Rocket Box',
    groupKey: 'rocket_box',
    validDays: 30,
    items: [
      { id: 'fs-10', title: '10 free spins', weight: 50, gift_template_key: 'lootbox-fs-10' },
      { id: 'bonus-5', title: '€5 bonus', weight: 30, gift_template_key: 'lootbox-bonus-5' },
      { id: 'cash-2', title: '€2 cash', weight: 15, gift_template_key: 'lootbox-cash-2' },
      { id: 'fs-50', title: '50 free spins', weight: 5, gift_template_key: 'lootbox-fs-50' },
    ],
  },
  {
    key: 'rocket-box-max',
    title: 'Rocket Box Max',
    groupKey: 'rocket_box_max',
    validDays: 30,
    items: [
      { id: 'fs-50', title: '50 free spins', weight: 50, gift_template_key: 'lootbox-fs-50' },
      { id: 'bonus-25', title: '€25 bonus', weight: 35, gift_template_key: 'lootbox-bonus-25' },
      { id: 'cash-10', title: '€10 cash', weight: 15, gift_template_key: 'lootbox-cash-10' },
    ],
  },
  // The Rocket Chance draw's prize table (RT-035): most entries win nothing.
  {
    key: 'rocket-chance',
    title: 'Rocket Chance',
    groupKey: 'rocket_chance',
    validDays: 1,
    items: [
      { id: 'none', title: 'No prize this time', weight: 700, gift_template_key: null },
      { id: 'fs-20', title: '20 free spins', weight: 200, gift_template_key: 'chance-fs-20' },
      { id: 'cash-5', title: '€5 cash', weight: 95, gift_template_key: 'chance-cash-5' },
      { id: 'cash-100', title: '€100 cash', weight: 5, gift_template_key: 'chance-cash-100' },
    ],
  },
];

const ticketCode = (code: string, templateKey: string): PromoCodeSeed => ({
  code,
  templateKey,
  purpose: 'gift',
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: '2027-12-31T23:59:59Z',
  maxUses: null,
  perPlayer: 1,
  perDevice: 1,
});

/** Gift codes for the ticket gifts: any player, once per player and device, until 2028. */
export const lootboxPromoCodesSeed: PromoCodeSeed[] = [
  ticketCode('ROCKETWHEEL', 'rocket-wheel-spin'),
  ticketCode('MARTWHEEL', 'rocket-mart-wheel-spin'),
  ticketCode('ROCKETCHANCE', 'rocket-chance-entry'),
  ticketCode('ROCKETBOX', 'rocket-box-gift'),
];
