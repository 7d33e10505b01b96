import { z } from 'zod';
import {
  achievementGoalKindSchema,
  tournamentEntrySchema,
  tournamentPrizeKindSchema,
  tournamentScoringSchema,
  tournamentTypeSchema,
} from '@croupier/contracts/tournaments';

/**
 * The brand data of a tournament as stored (jsonb columns of `tournaments`) and as an operator
 * writes it in a file (`npm run tournaments -- create <file>`): one schema for both.
 */

const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);

/**
 * A prize and how it is paid: `money` (a cash gift of `amountCents` in the winner's currency,
 * credited at once), `bonus` (bonus money with the `tournament-bonus` template's wagering),
 * `freespins` (the gift template `giftTemplate`), `comp_points`, `lootbox` (template key).
 */
export const prizeSpecSchema = z
  .object({
    kind: tournamentPrizeKindSchema,
    title: z.string().min(1).max(120),
    /** Currency → minor units (money and bonus). */
    amountCents: z.record(currencyCode, minor).optional(),
    /** The free-spins gift template's key. */
    giftTemplate: z.string().optional(),
    freespinsCount: z.number().int().positive().optional(),
    compPoints: z.number().int().positive().optional(),
    lootboxTemplate: z.string().optional(),
    lootboxTitle: z.string().optional(),
  })
  .superRefine((prize, context) => {
    const need = (field: keyof typeof prize, ok: boolean) => {
      if (!ok) context.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (prize.kind === 'money' || prize.kind === 'bonus') {
      need('amountCents', Object.keys(prize.amountCents ?? {}).length > 0);
    }
    if (prize.kind === 'freespins') {
      need('giftTemplate', Boolean(prize.giftTemplate));
      need('freespinsCount', prize.freespinsCount !== undefined);
    }
    if (prize.kind === 'comp_points') need('compPoints', prize.compPoints !== undefined);
    if (prize.kind === 'lootbox') need('lootboxTemplate', Boolean(prize.lootboxTemplate));
  });
export type PrizeSpec = z.infer<typeof prizeSpecSchema>;

export const prizeRowSpecSchema = z
  .object({
    fromPlace: z.number().int().positive(),
    toPlace: z.number().int().positive(),
    prize: prizeSpecSchema,
  })
  .refine((row) => row.toPlace >= row.fromPlace, { path: ['toPlace'], message: 'before_from' });
export type PrizeRowSpec = z.infer<typeof prizeRowSpecSchema>;

export const qualifyingSpecSchema = z.object({
  games: z.array(z.string()).default([]),
  categories: z.array(z.string()).default([]),
  providers: z.array(z.string()).default([]),
  minBetCents: minor.default(0),
});
export type QualifyingSpec = z.infer<typeof qualifyingSpecSchema>;

export const achievementSpecSchema = z.object({
  goal: z.object({
    kind: achievementGoalKindSchema,
    target: z.number().int().positive(),
    provider: z.string().nullable().default(null),
  }),
  badge: z.string().min(1),
  reward: prizeSpecSchema.nullable(),
});
export type AchievementSpec = z.infer<typeof achievementSpecSchema>;

/** A tournament as an operator defines it (and as the seed writes it). */
export const tournamentSpecSchema = z
  .object({
    frontendIdentifier: z
      .string()
      .min(3)
      .max(120)
      .regex(/^[a-z0-9][a-z0-9-]*$/),
    title: z.string().min(1).max(120),
    description: z.string().max(2000).default(''),
    type: tournamentTypeSchema,
    currency: currencyCode,
    groupIds: z.array(z.number().int()).default([]),
    startAt: z.coerce.date(),
    endAt: z.coerce.date(),
    scoring: tournamentScoringSchema.default('bet_sum'),
    entry: tournamentEntrySchema.default('automatic'),
    qualifying: qualifyingSpecSchema.default({
      games: [],
      categories: [],
      providers: [],
      minBetCents: 0,
    }),
    prizes: z.array(prizeRowSpecSchema).default([]),
    levelPrizes: z.array(prizeSpecSchema.nullable()).default([]),
    achievement: achievementSpecSchema.nullable().default(null),
    termsUrl: z.string().nullable().default(null),
    termsCategories: z.array(z.string()).default([]),
    image: z.string().nullable().default(null),
  })
  .refine((spec) => spec.endAt.getTime() > spec.startAt.getTime(), {
    path: ['endAt'],
    message: 'before_start',
  });
export type TournamentSpec = z.infer<typeof tournamentSpecSchema>;
export type TournamentSpecInput = z.input<typeof tournamentSpecSchema>;
