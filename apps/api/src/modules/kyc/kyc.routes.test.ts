import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@croupier/contracts/users';
import {
  KYC_MAX_BYTES,
  kycDocumentSchema,
  kycDocumentsResponseSchema,
  type KycDocument,
} from '@croupier/contracts/verification';
import { kycDocuments, securityEvents } from '../../db/schema/players.js';
import { registerTestPlayer, type TestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { multipartBody, sampleFiles, type MultipartPart } from './kyc.test-files.js';

const filesDir = mkdtempSync(join(tmpdir(), 'croupier-kyc-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe('KYC documents (PR-032, DESIGN.md §2 uploads)', async () => {
  const { app, database } = await buildTestApp({ FILES_DIR: filesDir });
  const db = database.db;

  // Uploads are limited to 10 a minute per address: each call here comes from its own.
  let address = 0;
  const upload = (cookie: string | undefined, parts: readonly MultipartPart[]) => {
    const { payload, headers } = multipartBody(parts);
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/player/documents',
      headers: { ...xhr, ...headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      payload,
    });
  };
  const file = (data: Buffer, filename = 'passport.jpg', contentType = 'image/jpeg') => ({
    name: 'file',
    filename,
    contentType,
    data,
  });
  const uploadOk = async (
    player: TestPlayer,
    kind: 'identity' | 'address',
    data: Buffer,
    filename = 'scan.jpg',
  ): Promise<KycDocument> => {
    const response = await upload(player.cookie, [
      { name: 'kind', value: kind },
      file(data, filename),
    ]);
    expect(response.statusCode).toBe(201);
    return kycDocumentSchema.parse(response.json());
  };
  const list = (cookie: string) =>
    app.inject({ url: '/api/player/documents', headers: { cookie } });
  const download = (cookie: string, id: number | string) =>
    app.inject({ url: `/api/player/documents/${id}/file`, headers: { cookie } });

  it('stores an upload under a random name with its sha256, pending review', async () => {
    const player = await registerTestPlayer(app);
    const document = await uploadOk(player, 'identity', sampleFiles.jpeg, '../../etc/passwd.jpg');
    expect(document).toMatchObject({
      kind: 'identity',
      file_name: 'passwd.jpg',
      content_type: 'image/jpeg',
      size_bytes: sampleFiles.jpeg.length,
      status: 'pending',
      reject_reason: null,
      reviewed_at: null,
    });
    const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, document.id));
    expect(row?.storageKey).toMatch(/^kyc\/[0-9a-f-]{36}$/);
    expect(row?.storageKey).not.toContain('passwd');
    expect(row?.sha256).toBe(createHash('sha256').update(sampleFiles.jpeg).digest('hex'));
    expect(readFileSync(join(filesDir, row?.storageKey ?? 'missing'))).toEqual(sampleFiles.jpeg);

    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.player.id));
    expect(events.map((event) => event.type)).toContain('kyc_uploaded');
  });

  it('accepts the field and the file in either order, and PNG and PDF', async () => {
    const player = await registerTestPlayer(app);
    const fileFirst = await upload(player.cookie, [
      file(sampleFiles.pdf, 'bill.pdf', 'application/pdf'),
      { name: 'kind', value: 'address' },
    ]);
    expect(fileFirst.statusCode).toBe(201);
    expect(fileFirst.json()).toMatchObject({ kind: 'address', content_type: 'application/pdf' });
    const png = await uploadOk(player, 'identity', sampleFiles.png, 'id.png');
    expect(png.content_type).toBe('image/png');

    const listed = kycDocumentsResponseSchema.parse((await list(player.cookie)).json());
    expect(listed.map((document) => document.kind)).toEqual(['identity', 'address']);
  });

  it('decides the type by the bytes, not by the name or the header (FILE_TYPE)', async () => {
    const player = await registerTestPlayer(app);
    const disguised = await upload(player.cookie, [
      { name: 'kind', value: 'identity' },
      file(sampleFiles.html, 'passport.jpg', 'image/jpeg'),
    ]);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json()).toEqual({
      code: 'invalid_input',
      errors: { file: [VALIDATION.FILE_TYPE] },
    });
    // A real JPEG sent as "text/plain" is still a JPEG.
    const mislabelled = await upload(player.cookie, [
      { name: 'kind', value: 'identity' },
      file(sampleFiles.jpeg, 'photo', 'text/plain'),
    ]);
    expect(mislabelled.json()).toMatchObject({ content_type: 'image/jpeg' });
  });

  it('refuses more than 10 MB with 413 and errors.file, and stores nothing', async () => {
    const player = await registerTestPlayer(app);
    const before = readdirSync(join(filesDir, 'kyc')).length;
    const tooBig = Buffer.alloc(KYC_MAX_BYTES + 1, 0);
    sampleFiles.jpeg.copy(tooBig);
    const response = await upload(player.cookie, [
      { name: 'kind', value: 'identity' },
      file(tooBig),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'payload_too_large',
      errors: { file: [VALIDATION.FILE_TOO_LARGE] },
    });
    expect(readdirSync(join(filesDir, 'kyc')).length).toBe(before);

    const exactly = Buffer.alloc(KYC_MAX_BYTES, 0);
    sampleFiles.jpeg.copy(exactly);
    expect((await uploadOk(player, 'address', exactly)).size_bytes).toBe(KYC_MAX_BYTES);
  });

  it('names every missing or wrong part in a 422', async () => {
    const player = await registerTestPlayer(app);
    const nothing = await upload(player.cookie, []);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({
      code: 'invalid_input',
      errors: { kind: [VALIDATION.REQUIRED], file: [VALIDATION.REQUIRED] },
    });
    const wrongKind = await upload(player.cookie, [
      { name: 'kind', value: 'selfie' },
      file(Buffer.alloc(0)),
    ]);
    expect(wrongKind.json()).toEqual({
      code: 'invalid_input',
      errors: { kind: [VALIDATION.INVALID], file: [VALIDATION.REQUIRED] },
    });
    const json = await app.inject({
      method: 'POST',
      url: '/api/player/documents',
      headers: { ...xhr, cookie: player.cookie },
      payload: { kind: 'identity' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toMatchObject({ errors: { file: [VALIDATION.REQUIRED] } });
  });

  it('answers 400 to a multipart body cut short or without a boundary, and stores nothing', async () => {
    const player = await registerTestPlayer(app);
    const before = readdirSync(join(filesDir, 'kyc')).length;
    const kindPart = '--fz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nidentity\r\n';
    const broken: Array<[contentType: string, payload: string]> = [
      ['multipart/form-data', kindPart],
      [
        'multipart/form-data; boundary=fz',
        '--fz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nident',
      ],
      ['multipart/form-data; boundary=fz', '--fz\r\nContent-Disposition: form-da'],
      ['multipart/form-data; boundary="', 'x'],
    ];
    for (const [contentType, payload] of broken) {
      address += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/player/documents',
        headers: { ...xhr, cookie: player.cookie, 'content-type': contentType },
        remoteAddress: `10.21.${Math.floor(address / 250)}.${(address % 250) + 1}`,
        payload,
      });
      expect(response.statusCode, `${contentType} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toEqual({
        code: 'malformed_request',
        errors: { base: ['The upload is not a complete multipart form'] },
      });
    }
    expect(readdirSync(join(filesDir, 'kyc')).length).toBe(before);
  });

  it('lets a player download their own file', async () => {
    const player = await registerTestPlayer(app);
    const document = await uploadOk(player, 'identity', sampleFiles.png, 'me.png');
    const response = await download(player.cookie, document.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(sampleFiles.png);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="document-${document.id}.png"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits uploads to 10 a minute from one address', async () => {
    const player = await registerTestPlayer(app);
    const { payload, headers } = multipartBody([{ name: 'kind', value: 'selfie' }]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/player/documents',
        headers: { ...xhr, ...headers, cookie: player.cookie },
        remoteAddress: '10.99.0.1',
        payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 422));
    expect(statuses[10]).toBe(429);
  });

  it('answers 401 to a guest on every document route', async () => {
    expect((await app.inject({ url: '/api/player/documents' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/player/documents/1/file' })).statusCode).toBe(401);
    const guestUpload = await upload(undefined, [
      { name: 'kind', value: 'identity' },
      file(sampleFiles.jpeg),
    ]);
    expect(guestUpload.statusCode).toBe(401);
  });

  /**
   * RELIABILITY AC-01, generated from the route table: every route with an id under
   * /api/player is listed here with a way to get player A's id, or names the suite that checks
   * it. Player B calling A's id gets 404, exactly like an id that does not exist.
   */
  it("answers 404 when player B asks for any of player A's ids (AC-01)", async () => {
    const playerA = await registerTestPlayer(app);
    const playerB = await registerTestPlayer(app);
    const documentA = await uploadOk(playerA, 'identity', sampleFiles.jpeg);

    const ownIdOf: Record<string, () => number> = {
      'GET /api/player/documents/{id}/file': () => documentA.id,
    };
    const checkedElsewhere: Record<string, string> = {
      'DELETE /api/player/sessions/{id}': 'auth sessions routes test',
      'POST /api/player/payments/{id}/recall': 'payments routes test (IDOR)',
      // A payment method id names the brand's method, not something a player owns; the address
      // answered is always the caller's own (payments crypto address test).
      'GET /api/player/payment_methods/{id}/address': 'payments crypto address test',
      // A favourite id is a game version of the catalog, not a player's own row: a player only
      // ever adds or removes their own favourite of it (games player-games routes test).
      'PUT /api/player/favorite_games/{id}': 'games player-games routes test',
      'DELETE /api/player/favorite_games/{id}': 'games player-games routes test',
      'POST /api/player/bonuses/{id}/activation': 'gifts routes test (another player’s gift)',
      'DELETE /api/player/bonuses/{id}': 'gifts routes test (another player’s gift)',
      'POST /api/player/freespins/{id}/activation': 'gifts routes test (another player’s gift)',
      'DELETE /api/player/freespins/{id}': 'gifts routes test (another player’s gift)',
      'POST /api/player/notifications/{id}/read': 'notifications routes test',
      'POST /api/player/lootboxes/{id}/activation': 'lootboxes routes test (another player’s box)',
    };
    const spec = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const idRoutes = Object.entries(spec.paths ?? {})
      .filter(([path]) => path.startsWith('/api/player') && path.includes('{id}'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(idRoutes).toContain('GET /api/player/documents/{id}/file');

    for (const route of idRoutes) {
      const idOfA = ownIdOf[route];
      if (!idOfA) {
        expect(checkedElsewhere, `${route} needs an AC-01 check`).toHaveProperty([route]);
        continue;
      }
      const [method, path] = route.split(' ') as ['GET', string];
      const url = path.replace('{id}', String(idOfA()));
      const asB = await app.inject({
        method,
        url,
        headers: { ...xhr, cookie: playerB.cookie },
      });
      expect(asB.statusCode, `${route} as player B`).toBe(404);
      const asA = await app.inject({ method, url, headers: { ...xhr, cookie: playerA.cookie } });
      expect(asA.statusCode, `${route} as player A`).toBe(200);
    }

    for (const id of ['999999999', 'abc', '-1', '1.5']) {
      expect((await download(playerB.cookie, id)).statusCode).toBe(404);
    }
    // B's list never shows A's document.
    expect((await list(playerB.cookie)).json()).toEqual([]);
  });
});
