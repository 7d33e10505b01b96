import type { BrandConfig } from '@croupier/contracts/brand';
import type { FraudCheckRequest, FraudCheckResponse } from '@croupier/contracts/payments';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerRow } from '../player/player.service.js';
import type { PlayerPaymentContext } from './payment-context.js';
import { scoreFraud, type FraudDecision, type FraudFacts } from './fraud-rules.js';
import { paymentsConfig } from './payment-methods.js';
import {
  countPlayerPaymentsSince,
  hasSucceededDeposit,
  insertFraudCheck,
} from './payments.repository.js';

export interface FraudCheckInput {
  config: BrandConfig;
  player: PlayerRow;
  groups: readonly number[];
  type: 'transaction' | 'payout';
  amountCents: number;
  currency: string;
  geoCountry: string;
  geoRestricted: boolean;
  claimed?: FraudFacts['claimed'];
  /** Only the BIN and the last four digits ever reach us (IN-07); the BIN feeds a rule. */
  cardBin?: string | undefined;
}

type FraudRecord = Parameters<typeof insertFraudCheck>[1];

/**
 * A payment the fraud rules refuse (CB-017): 422 without saying why. It carries the decision so
 * the caller can record it after its transaction rolled back (`recordRefusal`).
 */
export class FraudRefused extends AppError {
  constructor(readonly record: FraudRecord) {
    super('invalid_input', 'This payment method is not available', {
      fields: { base: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] },
      internal: `fraud score ${record.score}: ${record.reasons.join(', ')}`,
    });
  }
}

export function recordRefusal(deps: AppDeps, refusal: FraudRefused): Promise<void> {
  return insertFraudCheck(deps.database.db, refusal.record);
}

/**
 * Scores a payment and records the decision in `fraud_checks` (score, outcome, the rules that
 * fired; no card digits). Used by `POST /api/users/transaction`, by every deposit before it
 * goes to the provider and by the cash-out approval job.
 */
export async function checkFraud(
  deps: AppDeps,
  db: Executor,
  input: FraudCheckInput,
): Promise<FraudDecision> {
  const { decision, record } = await decide(deps, db, input);
  await insertFraudCheck(db, record);
  return decision;
}

/**
 * Inside a payment's transaction: records an allowed decision with it, and throws
 * `FraudRefused` otherwise (the caller records it once the transaction has rolled back).
 */
export async function assertFraudAllowed(
  deps: AppDeps,
  tx: Executor,
  input: FraudCheckInput,
): Promise<FraudDecision> {
  const { decision, record } = await decide(deps, tx, input);
  if (!decision.allowed) throw new FraudRefused(record);
  await insertFraudCheck(tx, record);
  return decision;
}

async function decide(
  deps: AppDeps,
  db: Executor,
  input: FraudCheckInput,
): Promise<{ decision: FraudDecision; record: FraudRecord }> {
  const now = deps.clock.now();
  const rules = paymentsConfig(input.config).fraudCheck;
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const recentCount = await countPlayerPaymentsSince(db, {
    playerId: input.player.id,
    action: input.type === 'payout' ? 'cashout' : 'deposit',
    since: new Date(now.getTime() - rules.velocity.windowMinutes * 60_000),
  });
  const hasDeposited = await hasSucceededDeposit(db, input.player.id);
  const decision = scoreFraud(
    {
      type: input.type,
      amountCents: input.amountCents,
      currency: input.currency,
      profile: {
        country: input.player.country,
        firstName: input.player.firstName,
        lastName: input.player.lastName,
      },
      claimed: input.claimed ?? {},
      geoCountry: input.geoCountry,
      geoRestricted: input.geoRestricted,
      cardBin: input.cardBin,
      groups: input.groups,
      recentCount,
      isFirstDeposit: !hasDeposited,
    },
    rules,
    {
      disallowedBins: input.config.disallowedBins,
      multiAccountGroup: input.config.groups.multiAccount,
    },
  );
  const record: FraudRecord = {
    playerId: input.player.id,
    type: input.type,
    amountCents: input.amountCents,
    currency: input.currency,
    score: decision.score,
    allowed: decision.allowed,
    reasons: decision.reasons,
    createdAt: now,
  };
  return { decision, record };
}

/**
 * `POST /api/users/transaction` (CB-016..CB-018): the site asks before it submits. The body's
 * country and names are compared with the profile, its BIN with the brand's deny list; the
 * answer names no rule (a fraudster learns nothing), fraud_checks keeps them.
 */
export async function fraudCheckForSite(
  deps: AppDeps,
  context: PlayerPaymentContext,
  body: FraudCheckRequest,
): Promise<FraudCheckResponse> {
  const decision = await checkFraud(deps, deps.database.db, {
    config: context.config,
    player: context.player,
    groups: context.groups,
    type: body.type,
    amountCents: body.amount_cents,
    currency: body.currency,
    geoCountry: context.geoCountry,
    geoRestricted: context.geoRestricted,
    claimed: { country: body.country, firstName: body.first_name, lastName: body.last_name },
    cardBin: body.card_bin,
  });
  return decision.allowed
    ? { allowed: true, score: decision.score }
    : { allowed: false, score: decision.score, reason: 'review_required' };
}
