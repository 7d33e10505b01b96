import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  GIFT_FAMILIES,
  GIFT_KIND_LABELS,
  giftKindSchema,
  giftTemplateRulesSchema,
  type GiftTemplateRules,
} from '@croupier/contracts/gifts';
import {
  costTemplateFromRules,
  simulateExpectedCost,
  type ExpectedCost,
} from '@croupier/domain/gifts/expected-cost';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordOperatorEvent } from '../audit/security-events.js';
import { brandService } from '../brand/brand.service.js';
import { catalogGameMix } from './gifts.command-game-mix.js';
import {
  findGiftById,
  findGroupMembers,
  listAllTemplates,
  listGiftsForOperator,
  templateKeyExists,
} from './gifts.command.repository.js';
import {
  findTemplateByKey,
  insertTemplate,
  type GiftTemplate,
} from './gift-templates.repository.js';
import { findGiftPlayer, type PlayerGiftRow } from './gifts.repository.js';
import { cancelGift, issueGift } from './gifts.service.js';
import { insertPromoCode, normalizePromoCode } from './promo-codes.repository.js';

const USAGE = `usage: npm run gifts -w @croupier/api -- <command> [options]
  list [--player <id>] [--limit N]      a player's gifts, or every active gift (newest first)
  issue <templateKey> --player <id> | --group <id> [--currency XXX] [--reference <text>]
                                        issue a gift (in the player's currency unless given);
                                        the same --reference again issues nothing new
  cancel <giftId>                       cancel a gift as the operator (bonus money forfeited)
  templates                             the gift templates
  create-template --file <json>         a new template: {key, kind, family, title, groupKey,
                                        rules, terms, enabled}; rules as giftTemplateRulesSchema
  create-promo <code> --template <key> [--purpose gift|betting|deposit] [--max-uses N]
               [--per-player N] [--per-device N] [--valid-from ISO] [--valid-until ISO]
  expected-cost <templateKey> [--players N] [--currency XXX] [--deposit <minor units>]
               [--bet <minor units>] [--seed N]
                                        simulate the template over the catalog's games
                                        (deposit: 10 × the brand's minimum; bet: 1 % of
                                        deposit + bonus within the max bet; 2,000 players)
Every change is recorded in the audit log (security_events, type gift_operator).`;

export class GiftsUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
  }
}

const templateFileSchema = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,63}$/, 'lower-case letters, digits, - and _'),
  kind: giftKindSchema,
  family: z.enum(GIFT_FAMILIES),
  title: z.string().trim().min(1).max(200),
  groupKey: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/),
  rules: giftTemplateRulesSchema,
  terms: z.record(z.string(), z.string()).default({}),
  enabled: z.boolean().default(true),
});

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0) {
    throw new GiftsUsageError(`${name} must be a positive whole number`);
  }
  return number;
}

function dateOption(value: string | undefined, name: string): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new GiftsUsageError(`${name} must be an ISO date`);
  return date;
}

function giftLine(gift: PlayerGiftRow): string {
  return [
    `#${gift.id}`,
    `player ${gift.playerId}`,
    gift.title,
    gift.kind,
    gift.stage,
    gift.currency,
    `amount ${gift.amountCents}`,
    `bonus ${gift.bonusCents}`,
    gift.wagerRequirementCents > 0
      ? `wagered ${gift.wageredCents}/${gift.wagerRequirementCents}`
      : '',
    gift.freespinsTotal > 0 ? `spins ${gift.freespinsLeft}/${gift.freespinsTotal}` : '',
    gift.createdAt.toISOString(),
  ]
    .filter(Boolean)
    .join('  ');
}

function ruleSummary(rules: GiftTemplateRules): string {
  const amount =
    rules.amount.kind === 'fixed'
      ? `fixed (${Object.keys(rules.amount.cents).length} currencies)`
      : rules.amount.kind === 'percent'
        ? `${rules.amount.percent}% up to a cap`
        : 'free-spin winnings';
  const wagering =
    rules.wagering.multiplier === 0
      ? 'no wagering'
      : `x${rules.wagering.multiplier} of ${rules.wagering.of.replaceAll('_', ' ')}`;
  return [amount, wagering, rules.freespins ? `${rules.freespins.count} spins` : '']
    .filter(Boolean)
    .join(', ');
}

function zodFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'file';
    fields[path] = [...(fields[path] ?? []), issue.message];
  }
  return fields;
}

function audit(
  deps: AppDeps,
  playerId: number | null,
  details: Record<string, unknown>,
): Promise<void> {
  return recordOperatorEvent(deps, 'gift_operator', playerId, details);
}

async function templateOrFail(deps: AppDeps, key: string | undefined): Promise<GiftTemplate> {
  if (!key) throw new GiftsUsageError('missing the template key');
  const template = await findTemplateByKey(deps.database.db, key);
  if (!template) throw new AppError('not_found', `no gift template ${key}`);
  return template;
}

async function issueToPlayers(
  deps: AppDeps,
  template: GiftTemplate,
  playerIds: readonly number[],
  options: { currency?: string | undefined; reference: string },
): Promise<string> {
  const lines: string[] = [];
  let issued = 0;
  for (const playerId of playerIds) {
    const player = await findGiftPlayer(deps.database.db, playerId);
    if (!player) {
      lines.push(`player ${playerId}: no such player`);
      continue;
    }
    const currency = options.currency ?? player.currency;
    const now = deps.clock.now();
    try {
      const { gift, replayed } = await deps.database.db.transaction((tx) =>
        issueGift(tx, deps, {
          playerId,
          templateId: template.id,
          currency,
          sourceReference: `operator:${options.reference}:${playerId}`,
          now,
        }),
      );
      if (!replayed) {
        issued += 1;
        await audit(deps, playerId, { action: 'issue', template: template.key, giftId: gift.id });
      }
      lines.push(`${replayed ? 'already issued' : 'issued'}  ${giftLine(gift)}`);
    } catch (error) {
      const reason =
        error instanceof AppError
          ? `${error.message} ${JSON.stringify(error.fields ?? {})}`
          : error;
      lines.push(`player ${playerId}: NOT issued (${String(reason)})`);
    }
  }
  lines.push(`${issued} gift(s) of ${template.key} issued, reference ${options.reference}`);
  return lines.join('\n');
}

function money(cents: number, subunits: number): string {
  const digits = Math.round(Math.log10(subunits));
  return (cents / subunits).toFixed(Math.max(digits, 0));
}

/** The printed report of one simulation. */
export function formatExpectedCost(
  key: string,
  currency: string,
  subunits: number,
  result: ExpectedCost,
  seconds: number,
): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const m = (cents: number) => money(cents, subunits);
  const ofGrant =
    result.meanGrantCents > 0
      ? ` (${percent(result.meanCostCents / result.meanGrantCents)} of the mean grant ${m(result.meanGrantCents)})`
      : '';
  return [
    `expected cost of ${key} in ${currency}, ${result.players} simulated players`,
    `  cost per grant      ${m(result.meanCostCents)} ${currency}${ofGrant}`,
    `  wagering completed  ${percent(result.completionRate)}   bonus lost ${percent(result.lostRate)}`,
    `  spread              p5 ${m(result.p5Cents)}  p50 ${m(result.p50Cents)}  p95 ${m(result.p95Cents)}  std dev ${m(result.stdDevCents)}`,
    `  per player          ${result.meanRounds.toFixed(0)} rounds at ${m(result.betCents)} ${currency}`,
    `  run time            ${seconds.toFixed(2)} s`,
    ...(result.playableGames === 0
      ? ['  no game of the catalog counts toward its wagering: nobody can wager it in the casino']
      : []),
  ].join('\n');
}

async function expectedCost(
  deps: AppDeps,
  template: GiftTemplate,
  values: Record<string, string | boolean | undefined>,
): Promise<string> {
  const option = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (template.rules.cashback) {
    const tiers = Object.entries(template.rules.cashback.percentByTier)
      .map(([tier, percent]) => `${tier} ${percent}%`)
      .join(', ');
    return (
      `${template.key} is cashback: it costs its percentage of each player's weekly net loss ` +
      `(${tiers}), paid without simulation; a cashback of 10% returns a tenth of the ` +
      `house's net win from those players.`
    );
  }
  const { config } = await brandService(deps).get();
  const currency = option('currency') ?? config.defaultCurrency;
  const brandCurrency = config.currencies.find((entry) => entry.code === currency);
  const subunits = brandCurrency?.subunits_to_unit ?? 100;
  // A typical deposit: ten times the brand's minimum (100 EUR, ¥15,000), else 100 units.
  const typicalDeposit = brandCurrency?.minDeposit ? brandCurrency.minDeposit * 10 : 100 * subunits;
  const players = positiveInt(option('players'), '--players') ?? 2_000;
  const seed = positiveInt(option('seed'), '--seed') ?? 1;
  const depositCents = positiveInt(option('deposit'), '--deposit') ?? typicalDeposit;
  const betCents = positiveInt(option('bet'), '--bet');
  const started = performance.now();
  const { mix, byIdentifier } = catalogGameMix();
  const slots = mix.find((game) => game.categories.includes('slots'));
  const costTemplate = costTemplateFromRules(template.rules, currency, {
    depositCents,
    gameById: (id) => byIdentifier.get(id),
    fallbackSpinGame: slots,
  });
  if (costTemplate.grantCents === 0 && !costTemplate.freespins) {
    return `${template.key} grants nothing in ${currency}`;
  }
  const result = simulateExpectedCost(costTemplate, mix, {
    players,
    seed,
    ...(betCents === undefined ? {} : { betCents }),
  });
  const seconds = (performance.now() - started) / 1000;
  const given =
    template.rules.amount.kind === 'percent'
      ? `deposit ${money(depositCents, subunits)} ${currency}, `
      : '';
  return [
    `${template.title} (${GIFT_KIND_LABELS[template.kind as keyof typeof GIFT_KIND_LABELS] ?? template.kind}; ${given}${ruleSummary(template.rules)}; seed ${seed})`,
    formatExpectedCost(template.key, currency, subunits, result, seconds),
  ].join('\n');
}

/**
 * Runs one operator command against `deps`; returns the text to print. Amounts are in the
 * currency's minor units, as the ledger keeps them.
 */
export async function runGiftsCommand(deps: AppDeps, argv: readonly string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      player: { type: 'string' },
      group: { type: 'string' },
      limit: { type: 'string' },
      currency: { type: 'string' },
      reference: { type: 'string' },
      file: { type: 'string' },
      template: { type: 'string' },
      purpose: { type: 'string' },
      'max-uses': { type: 'string' },
      'per-player': { type: 'string' },
      'per-device': { type: 'string' },
      'valid-from': { type: 'string' },
      'valid-until': { type: 'string' },
      players: { type: 'string' },
      deposit: { type: 'string' },
      bet: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const db = deps.database.db;
  const [command, argument] = positionals;
  switch (command) {
    case 'list': {
      const playerId = positiveInt(values.player, '--player');
      const gifts = await listGiftsForOperator(db, {
        ...(playerId === undefined ? {} : { playerId }),
        limit: positiveInt(values.limit, '--limit') ?? 100,
      });
      const header =
        playerId === undefined
          ? `${gifts.length} active gift(s)`
          : `${gifts.length} gift(s) of player ${playerId}`;
      return [header, ...gifts.map(giftLine)].join('\n');
    }
    case 'issue': {
      const template = await templateOrFail(deps, argument);
      const playerId = positiveInt(values.player, '--player');
      const groupId = positiveInt(values.group, '--group');
      if ((playerId === undefined) === (groupId === undefined)) {
        throw new GiftsUsageError('issue needs one of --player or --group');
      }
      const players =
        playerId !== undefined ? [playerId] : await findGroupMembers(db, groupId ?? 0);
      const reference = values.reference ?? `${template.key}:${deps.clock.now().toISOString()}`;
      return issueToPlayers(deps, template, players, { currency: values.currency, reference });
    }
    case 'cancel': {
      const giftId = positiveInt(argument, 'the gift id');
      const gift = giftId === undefined ? null : await findGiftById(db, giftId);
      if (!gift) throw new AppError('not_found', `no gift ${argument ?? ''}`);
      const canceled = await db.transaction((tx) =>
        cancelGift(tx, deps, {
          playerId: gift.playerId,
          giftId: gift.id,
          now: deps.clock.now(),
          by: 'operator',
        }),
      );
      await audit(deps, gift.playerId, {
        action: 'cancel',
        giftId: gift.id,
        from: gift.stage,
        forfeitedCents: gift.bonusCents,
      });
      return `canceled  ${giftLine(canceled)}`;
    }
    case 'templates': {
      const rows = await listAllTemplates(db);
      return [
        `${rows.length} template(s)`,
        ...rows.map((row) => {
          const parsed = giftTemplateRulesSchema.safeParse(row.rules);
          return [
            `${row.key}`.padEnd(22),
            `${row.kind}/${row.family}`.padEnd(24),
            row.enabled ? 'enabled ' : 'disabled',
            row.groupKey.padEnd(24),
            parsed.success ? ruleSummary(parsed.data) : 'RULES DO NOT PARSE',
            ` ${row.title}`,
          ].join(' ');
        }),
      ].join('\n');
    }
    case 'create-template': {
      if (!values.file) throw new GiftsUsageError('create-template needs --file <json>');
      let json: unknown;
      try {
        json = JSON.parse(await readFile(values.file, 'utf8'));
      } catch (error) {
        throw new AppError('invalid_input', `cannot read ${values.file}: ${String(error)}`);
      }
      const parsed = templateFileSchema.safeParse(json);
      if (!parsed.success) throw AppError.invalid(zodFields(parsed.error));
      const input = parsed.data;
      if (input.family === 'freespins' && !input.rules.freespins) {
        throw AppError.invalid({ 'rules.freespins': ['a free-spins template needs its spins'] });
      }
      if (input.kind === 'cashback' && !input.rules.cashback) {
        throw AppError.invalid({ 'rules.cashback': ['a cashback template needs its rates'] });
      }
      if (await templateKeyExists(db, input.key)) {
        throw AppError.invalid({ key: ['a template with this key exists'] });
      }
      const template = await insertTemplate(db, input);
      await audit(deps, null, {
        action: 'create-template',
        template: template.key,
        id: template.id,
      });
      return `created template #${template.id} ${template.key}: ${ruleSummary(template.rules)}`;
    }
    case 'create-promo': {
      if (!argument) throw new GiftsUsageError('create-promo needs the code');
      const code = normalizePromoCode(argument);
      if (!/^[A-Z0-9][A-Z0-9_-]{2,63}$/.test(code)) {
        throw AppError.invalid({ code: ['3 to 64 letters, digits, - or _'] });
      }
      const template = await templateOrFail(deps, values.template);
      const purpose = values.purpose ?? 'gift';
      if (purpose !== 'gift' && purpose !== 'betting' && purpose !== 'deposit') {
        throw new GiftsUsageError('--purpose is gift, betting or deposit');
      }
      const validFrom = dateOption(values['valid-from'], '--valid-from');
      const validUntil = dateOption(values['valid-until'], '--valid-until');
      if (validFrom && validUntil && validUntil <= validFrom) {
        throw AppError.invalid({ valid_until: ['must be after --valid-from'] });
      }
      const row = await insertPromoCode(db, {
        code,
        templateId: template.id,
        purpose,
        validFrom,
        validUntil,
        maxUses: positiveInt(values['max-uses'], '--max-uses') ?? null,
        perPlayer: positiveInt(values['per-player'], '--per-player') ?? 1,
        perDevice: positiveInt(values['per-device'], '--per-device') ?? 1,
      });
      if (!row) throw AppError.invalid({ code: ['this code exists'] });
      await audit(deps, null, { action: 'create-promo', code: row.code, template: template.key });
      return [
        `created promo code ${row.code} (${row.purpose}) → ${template.key}`,
        `  uses ${row.maxUses ?? 'unlimited'}, ${row.perPlayer} per player, ${row.perDevice} per device`,
        `  valid ${row.validFrom?.toISOString() ?? 'now'} to ${row.validUntil?.toISOString() ?? 'no end'}`,
      ].join('\n');
    }
    case 'expected-cost': {
      const template = await templateOrFail(deps, argument);
      return expectedCost(deps, template, values);
    }
    default:
      throw new GiftsUsageError(command ? `unknown command ${command}` : 'missing a command');
  }
}
