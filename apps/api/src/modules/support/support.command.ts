import { parseArgs } from 'node:util';
import {
  GUEST_CHAT_GROUP_ID,
  REGULAR_SUPPORT_GROUP,
  VIP_SUPPORT_GROUP,
} from '@croupier/domain/support/chat-group';
import type { AppDeps } from '../../app-deps.js';
import { sinceOption } from '../../lib/operator-since.js';
import {
  contactMessagesSince,
  findContactMessage,
  type ContactMessageRow,
} from './support.repository.js';

const USAGE = `usage: npm run support -w @croupier/api -- <command>
  list [--since YYYY-MM-DD] [--desk vip|players|guests]
                              messages written to support, oldest first (default: the last 7
                              days), all desks or one
  show <id>                   one message in full, with the address to answer`;

/** SH-045: the desks by their support group (contact_messages.support_group). */
const DESKS = {
  vip: VIP_SUPPORT_GROUP,
  players: REGULAR_SUPPORT_GROUP,
  guests: String(GUEST_CHAT_GROUP_ID),
} as const;
type Desk = keyof typeof DESKS;
const deskOf = (group: string): string =>
  (Object.keys(DESKS) as Desk[]).find((desk) => DESKS[desk] === group) ?? `group ${group}`;
const DEFAULT_DAYS = 7;
/** How much of a message a list line shows. */
const PREVIEW_LENGTH = 80;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One line per message, for a terminal: enough to pick the next one to answer. */
function line(row: ContactMessageRow): string {
  const preview = oneLine(row.message);
  return [
    `#${row.id}`,
    row.createdAt.toISOString(),
    row.email,
    row.playerId === null ? 'guest' : `player ${row.playerId}`,
    `${deskOf(row.supportGroup)} desk`,
    row.locale,
    row.subject ? `"${oneLine(row.subject)}"` : '',
    preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview,
  ]
    .filter(Boolean)
    .join('  ');
}

function full(row: ContactMessageRow): string {
  return [
    `#${row.id}  ${row.createdAt.toISOString()}`,
    `from:    ${row.name ? `${row.name} <${row.email}>` : row.email}`,
    `player:  ${row.playerId ?? 'guest'}`,
    `desk:    ${deskOf(row.supportGroup)}`,
    `locale:  ${row.locale} (answer in this language)`,
    `subject: ${row.subject ?? '—'}`,
    '',
    row.message,
  ].join('\n');
}

/**
 * Runs one operator command against `deps`; returns the text to print. Support answers by
 * e-mail, at the address the message gives; the player was told so when they sent it.
 */
export async function runSupportCommand(deps: AppDeps, argv: readonly string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { since: { type: 'string' }, desk: { type: 'string' } },
  });
  const [command, idText] = positionals;
  if (command === 'list') {
    const since = sinceOption(values.since, deps.clock.now(), DEFAULT_DAYS);
    if (!since) throw new SupportUsageError('--since as YYYY-MM-DD');
    const desk = values.desk;
    if (desk !== undefined && !(desk in DESKS))
      throw new SupportUsageError('--desk as vip, players or guests');
    const all = await contactMessagesSince(deps.database.db, since);
    const rows =
      desk === undefined ? all : all.filter((row) => row.supportGroup === DESKS[desk as Desk]);
    return rows.length === 0 ? 'no messages' : rows.map(line).join('\n');
  }
  if (command === 'show') {
    const id = Number(idText);
    if (!idText || !Number.isSafeInteger(id) || id <= 0)
      throw new SupportUsageError('a message id');
    const row = await findContactMessage(deps.database.db, id);
    if (!row) throw new SupportUsageError(`a message #${id}: there is none`);
    return full(row);
  }
  throw new SupportUsageError('a command');
}

export class SupportUsageError extends Error {
  constructor(missing: string) {
    super(`missing ${missing}\n${USAGE}`);
  }
}
