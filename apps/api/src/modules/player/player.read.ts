import type { BrandConfig } from '@croupier/contracts/brand';
import type { Player } from '@croupier/contracts/player';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import type { Executor } from '../../db/transaction.js';
import { findGroupIds, findPlayerById, type PlayerRow } from './player.repository.js';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Fields the player still has to give before normal use (platform-core.md §3, SS-034). */
export function authFieldsMissed(row: PlayerRow): string[] {
  const missed: string[] = [];
  if (!row.termsAcceptedAt) missed.push('terms_acceptance');
  return missed;
}

/** VIP-001: a player in one of the brand's status-setting VIP groups is a VIP player. */
export function isVipByGroups(groups: readonly number[], config: BrandConfig): boolean {
  const vipGroups = new Set(config.groups.vipStatusOrder);
  return groups.some((group) => vipGroups.has(group));
}

/** PR-001..PR-003: the signed-in answer of `GET /api/player`, with the PR-002 aliases. */
export function toPlayerView(row: PlayerRow, groups: number[], config: BrandConfig): Player {
  return {
    id: row.id,
    user_id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    nick_name: row.nickname,
    gender: row.gender === 'm' || row.gender === 'f' ? row.gender : null,
    date_of_birth: row.dateOfBirth,
    country: row.country,
    city: row.city,
    address: row.address,
    postal_code: row.postalCode,
    state: row.state,
    mobile_phone: row.mobilePhone,
    receive_promos: row.receivePromos,
    receive_sms_promos: row.receiveSmsPromos,
    currency: row.currency,
    language: row.language,
    locale: row.language,
    confirmed_at: iso(row.confirmedAt),
    created_at: iso(row.createdAt),
    current_sign_in_at: iso(row.currentSignInAt),
    statuses: row.statuses,
    auth_fields_missed: authFieldsMissed(row),
    deposit_bonus_code: row.depositBonusCode,
    can_issue_bonuses: row.canIssueBonuses,
    autoregistered: row.autoregistered,
    verified: row.verified,
    sumsub_verified: row.sumsubVerified,
    license_name: row.licenseName,
    sow_questionnaire_expires_at: iso(row.sowQuestionnaireExpiresAt),
    two_factor_enabled: row.twoFactorEnabledAt !== null,
    profession: row.profession,
    groups,
    level: row.level,
    vip: isVipByGroups(groups, config),
  };
}

/** The full player view by id; 401 when the row is gone (a deleted account's session). */
export async function playerView(deps: AppDeps, playerId: number, db?: Executor): Promise<Player> {
  const executor = db ?? deps.database.db;
  const [row, groups, brand] = await Promise.all([
    findPlayerById(executor, playerId),
    findGroupIds(executor, playerId),
    brandService(deps).get(),
  ]);
  if (!row) throw new AppError('not_signed_in', 'Your session has ended, please sign in again');
  return toPlayerView(row, groups, brand.config);
}
