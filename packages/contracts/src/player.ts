import { z } from 'zod';

/**
 * `GET /api/player` (EP-019; platform-core.md §3 Player; requirements PR-001..PR-003, SS-001,
 * SS-002). The session is logged in exactly when the body carries `id`; a guest gets 200 `{}`,
 * never 401 (a 401 logs the client out). Every field is optional here so the guest answer and
 * the signed-in answer share one contract; the accounts module fills them in.
 */

const text = z.string().nullable().optional();
const flag = z.boolean().optional();
/** UTC ISO-8601 instant. */
const instant = z.string().nullable().optional();

export const playerStatusSchema = z.object({ id: z.number().int(), name: z.string() });

export const playerSchema = z.object({
  id: z.number().int().optional(),
  email: z.string().optional(),
  first_name: text,
  last_name: text,
  nickname: text,
  /** PR-003: `m` or `f`. */
  gender: z.enum(['m', 'f']).nullable().optional(),
  /** PR-003: `YYYY-MM-DD` on the wire; the UI shows DD/MM/YYYY. */
  date_of_birth: text,
  country: text,
  city: text,
  address: text,
  postal_code: text,
  state: text,
  mobile_phone: text,
  receive_promos: flag,
  receive_sms_promos: flag,
  currency: text,
  language: text,
  confirmed_at: instant,
  created_at: instant,
  current_sign_in_at: instant,
  statuses: z.array(playerStatusSchema).optional(),
  /** Profile fields still to fill in; may contain `terms_acceptance`. */
  auth_fields_missed: z.array(z.string()).optional(),
  deposit_bonus_code: text,
  can_issue_bonuses: flag,
  autoregistered: flag,
  verified: flag,
  sumsub_verified: flag,
  license_name: text,
  sow_questionnaire_expires_at: instant,
  two_factor_enabled: flag,
  profession: text,
  /** PR-003: group ids. */
  groups: z.array(z.number().int()).optional(),
  /** PR-003: `level_1` … `level_12`. */
  level: text,
  /** PR-003: the VIP flag. */
  vip: flag,
  /** PR-002: alternative names the client also reads (`user_id` = id, `locale` = language). */
  user_id: z.number().int().optional(),
  locale: text,
  nick_name: text,
});
export type Player = z.infer<typeof playerSchema>;

/** SS-001: the one test of "logged in". */
export function isSignedIn(player: Player): player is Player & { id: number } {
  return typeof player.id === 'number';
}
