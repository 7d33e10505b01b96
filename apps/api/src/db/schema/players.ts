import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A player's identity and profile (platform-core.md §3 Player). Server-owned fields (verified,
 * level, licence, statuses, can_issue_bonuses) live here too but are never written from a
 * player's own request (RELIABILITY AC-02); group membership is its own table.
 */
export const players = pgTable(
  'players',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** Trimmed, lower-cased e-mail: the uniqueness and sign-in key. */
    emailNormalized: text('email_normalized').notNull(),
    /** PHC string (argon2id); null for a player created by an auth provider without one. */
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    postalCode: text('postal_code'),
    state: text('state'),
    mobilePhone: text('mobile_phone'),
    profession: text('profession'),
    receivePromos: boolean('receive_promos').notNull().default(false),
    receiveSmsPromos: boolean('receive_sms_promos').notNull().default(false),
    /** The default currency chosen at registration; accounts hold one row per currency. */
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    autoregistered: boolean('autoregistered').notNull().default(false),
    depositBonusCode: text('deposit_bonus_code'),
    canIssueBonuses: boolean('can_issue_bonuses').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    sumsubVerified: boolean('sumsub_verified').notNull().default(false),
    licenseName: text('license_name'),
    sowQuestionnaireExpiresAt: timestamp('sow_questionnaire_expires_at', { withTimezone: true }),
    level: text('level').notNull().default('level_1'),
    /** `[{id, name}]` set by operators and the VIP engine. */
    statuses: jsonb('statuses')
      .$type<{ id: number; name: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Base32 TOTP seed while enrolling or enabled; enabled once `twoFactorEnabledAt` is set. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** Last accepted TOTP time step: a code is single-use (RELIABILITY AS-07). */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** Affiliate tag, affiliate id, fingerprint and A/B variant captured at registration. */
    stag: text('stag'),
    affbId: text('affb_id'),
    registrationDfpc: text('registration_dfpc'),
    registrationVariant: text('registration_variant'),
    registrationIp: text('registration_ip'),
    registrationCountry: text('registration_country'),
    signInCount: integer('sign_in_count').notNull().default(0),
    currentSignInAt: timestamp('current_sign_in_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    currentSignInIp: text('current_sign_in_ip'),
    lastSignInIp: text('last_sign_in_ip'),
    /**
     * The host name of the player's last sign-in (one of the brand's mirrors, DESIGN.md §9): a
     * link mailed by a job, with no request to read a host from, opens the site they know.
     */
    lastHost: text('last_host'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** A disabled or self-excluded account signs in nowhere; its sessions end (AS-06). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The live-chat widget's restore id (`/restore-id/get|set`). */
    chatRestoreId: text('chat_restore_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('players_email').on(table.emailNormalized)],
);

/** Group membership is server-owned (DESIGN.md §5); `source` says who added it. */
export const playerGroups = pgTable(
  'player_groups',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    source: text('source').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.groupId] }),
    index('player_groups_group').on(table.groupId),
  ],
);

/**
 * One account per currency (platform-core.md §3); exactly one is active. The money issue adds
 * the ledger and balances to these rows.
 */
export const playerAccounts = pgTable(
  'player_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_accounts_currency').on(table.playerId, table.currency),
    uniqueIndex('player_accounts_one_active')
      .on(table.playerId)
      .where(sql`${table.active}`),
  ],
);

/**
 * Server-side sessions (DESIGN.md §5, RELIABILITY AS-04..AS-06). Only a SHA-256 of the opaque
 * token is stored, so a database leak yields no usable cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end, fixed at creation. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last time the player proved the password or a second factor (re-auth window, AS-08). */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    country: text('country'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [
    uniqueIndex('sessions_token').on(table.tokenHash),
    index('sessions_player').on(table.playerId, table.createdAt),
  ],
);

/**
 * Single-use, expiring, player-bound tokens for reset, e-mail confirmation and similar links
 * (RELIABILITY AS-09). Only the hash is stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the token was sent to: a confirmation link confirms only that address. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash').on(table.tokenHash),
    index('auth_tokens_player').on(table.playerId, table.purpose),
  ],
);

/** Two-factor recovery codes, hashed; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_player').on(table.playerId)],
);

/**
 * Failed attempts that drive the captcha threshold and the throttles (RELIABILITY AS-03, AS-07).
 * Kept in the database, not in a process, so every api instance sees the same count.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `sign_in:account`, `sign_in:ip`, `otp:account`... */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_failures_lookup').on(table.scope, table.key, table.createdAt)],
);

/** Solved captcha challenges, kept until they expire so a solution is never accepted twice. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Append-only audit log of security events (DESIGN.md §5). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('security_events_player').on(table.playerId, table.createdAt),
    index('security_events_type').on(table.type, table.createdAt),
  ],
);

/** Identity and address documents for verification (KYC); the file itself is in file storage. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    index('kyc_documents_player').on(table.playerId, table.createdAt),
    check('kyc_documents_status', sql`${table.status} IN ('pending', 'approved', 'rejected')`),
    check('kyc_documents_size', sql`${table.sizeBytes} > 0`),
  ],
);

/** Support contact form messages (`POST /api/send_contact_message`). */
export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, {
    onDelete: 'set null',
  }),
  email: text('email').notNull(),
  name: text('name'),
  subject: text('subject'),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  /**
   * SH-045: the support desk it goes to, decided when it was written: `'2'` a VIP player's, `'1'`
   * another player's, `'26'` a guest's (the default chat group).
   */
  supportGroup: text('support_group').notNull().default('1'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
