import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { kycDocumentSchema, kycDocumentsResponseSchema } from '@croupier/contracts/verification';
import { securityEvents } from '../../db/schema/players.js';
import { AppError } from '../../lib/app-error.js';
import { registerTestPlayer, type TestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { runKycCommand, UsageError } from './kyc.command.js';
import { isVerifiedBy } from './kyc.service.js';
import { multipartBody, sampleFiles } from './kyc.test-files.js';

const filesDir = mkdtempSync(join(tmpdir(), 'croupier-kyc-review-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe('verified follows the reviews', () => {
  it('needs an approved identity AND an approved address', () => {
    expect(isVerifiedBy([])).toBe(false);
    expect(isVerifiedBy(['identity'])).toBe(false);
    expect(isVerifiedBy(['address'])).toBe(false);
    expect(isVerifiedBy(['address', 'identity'])).toBe(true);
  });
});

describe('the operator reviews documents with the kyc command', async () => {
  const { app, database } = await buildTestApp({ FILES_DIR: filesDir });
  const kyc = (...argv: string[]) => runKycCommand(app.deps, argv);

  const uploadDocument = async (player: TestPlayer, kind: 'identity' | 'address') => {
    const { payload, headers } = multipartBody([
      { name: 'kind', value: kind },
      {
        name: 'file',
        filename: `${kind}.pdf`,
        contentType: 'application/pdf',
        data: sampleFiles.pdf,
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/player/documents',
      headers: { ...xhr, ...headers, cookie: player.cookie },
      payload,
    });
    return kycDocumentSchema.parse(response.json());
  };
  const playerOf = async (player: TestPlayer) =>
    (await app.inject({ url: '/api/player', headers: { cookie: player.cookie } })).json<{
      verified: boolean;
    }>();
  const documentsOf = async (player: TestPlayer) =>
    kycDocumentsResponseSchema.parse(
      (
        await app.inject({ url: '/api/player/documents', headers: { cookie: player.cookie } })
      ).json(),
    );
  const mailsTo = async (email: string) =>
    (await app.inject({ url: `/dev/mailbox/messages.json?to=${encodeURIComponent(email)}` })).json<
      { subject: string; text: string; template?: string }[]
    >();

  it('lists pending documents, approves both kinds, and the player becomes verified', async () => {
    const player = await registerTestPlayer(app);
    const identity = await uploadDocument(player, 'identity');
    const address = await uploadDocument(player, 'address');

    const pending = await kyc('list', '--status', 'pending');
    expect(pending).toContain(`#${identity.id}  player ${player.player.id}  identity  pending`);
    expect(pending).toContain(`#${address.id}  player ${player.player.id}  address  pending`);
    // Each line ends with the stored file the operator opens to review it.
    const identityLine = pending.split('\n').find((entry) => entry.startsWith(`#${identity.id} `));
    const path = identityLine?.split('  ').pop() ?? '';
    expect(path.startsWith(join(filesDir, 'kyc'))).toBe(true);
    expect(readFileSync(path)).toEqual(sampleFiles.pdf);

    const first = await kyc('approve', String(identity.id), '--by', 'ops-anna');
    expect(first).toContain('verified: no');
    expect((await playerOf(player)).verified).toBe(false);

    const second = await kyc('approve', String(address.id), '--by', 'ops-anna');
    expect(second).toContain('verified: yes');
    expect((await playerOf(player)).verified).toBe(true);
    expect((await documentsOf(player)).map((document) => document.status)).toEqual([
      'approved',
      'approved',
    ]);
    expect(await kyc('list', '--status', 'pending')).not.toContain(`player ${player.player.id} `);

    const reviews = (
      await database.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.playerId, player.player.id))
    ).filter((event) => event.type === 'kyc_reviewed');
    expect(reviews.map((event) => event.details)).toEqual([
      expect.objectContaining({
        documentId: identity.id,
        status: 'approved',
        reviewer: 'ops-anna',
      }),
      expect.objectContaining({ documentId: address.id, status: 'approved', verified: true }),
    ]);
    const mails = await mailsTo(player.email);
    expect(mails.filter((mail) => mail.template === 'kyc_document_reviewed')).toHaveLength(2);
  });

  it('rejects with a reason the player reads; verified falls back', async () => {
    const player = await registerTestPlayer(app);
    const identity = await uploadDocument(player, 'identity');
    const address = await uploadDocument(player, 'address');
    await kyc('approve', String(identity.id));
    await kyc('approve', String(address.id));
    expect((await playerOf(player)).verified).toBe(true);

    const output = await kyc(
      'reject',
      String(address.id),
      '--reason',
      'The bill is older than 3 months',
    );
    expect(output).toContain('verified: no');
    expect((await playerOf(player)).verified).toBe(false);
    const rejected = (await documentsOf(player)).find((document) => document.id === address.id);
    expect(rejected).toMatchObject({
      status: 'rejected',
      reject_reason: 'The bill is older than 3 months',
      reviewed_at: expect.any(String),
    });
    const mails = await mailsTo(player.email);
    expect(mails.some((mail) => mail.text.includes('The bill is older than 3 months'))).toBe(true);
  });

  it('refuses a rejection without a reason, a repeated decision and an unknown id', async () => {
    const player = await registerTestPlayer(app);
    const identity = await uploadDocument(player, 'identity');
    await expect(kyc('reject', String(identity.id))).rejects.toBeInstanceOf(UsageError);
    await expect(kyc('reject', String(identity.id), '--reason', '  ')).rejects.toBeInstanceOf(
      UsageError,
    );
    await kyc('approve', String(identity.id));
    await expect(kyc('approve', String(identity.id))).rejects.toMatchObject({ code: 'conflict' });
    await expect(kyc('approve', '999999999')).rejects.toBeInstanceOf(AppError);
    await expect(kyc('approve', 'abc')).rejects.toBeInstanceOf(UsageError);
    await expect(kyc('list', '--status', 'waiting')).rejects.toThrow();
    await expect(kyc('archive')).rejects.toBeInstanceOf(UsageError);
  });
});
