import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { runTournamentsCommand } from './tournaments.command.js';

describe('npm run tournaments (the operator command)', async () => {
  const { app, clock } = await buildTestApp();
  const deps = app.deps;
  const db = deps.database.db;
  const run = (...argv: string[]) => runTournamentsCommand(deps, argv);
  const directory = mkdtempSync(join(tmpdir(), 'tournaments-command-'));
  const file = (name: string, content: unknown) => {
    const path = join(directory, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };

  it('creates an item from a file, lists it, cancels it (hidden from players), audited', async () => {
    const now = clock.now().getTime();
    const spec = {
      frontendIdentifier: 'operator-race',
      title: 'Operator race',
      type: 'tournament',
      currency: 'USD',
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 86_400_000).toISOString(),
      prizes: [
        {
          fromPlace: 1,
          toPlace: 3,
          prize: {
            kind: 'freespins',
            title: '25 free spins',
            giftTemplate: 'tournament-spins-25',
            freespinsCount: 25,
          },
        },
      ],
    };
    expect(await run('create', file('race.json', spec))).toMatch(
      /^created operator-race \(id \d+\)/,
    );
    await expect(run('create', file('race.json', spec))).rejects.toThrow(/exists already/);
    expect(await run('list')).toMatch(/operator-race\ttournament\ttournament\tactive/);
    const listed = await app.inject({ method: 'GET', url: '/api/tournaments/operator-race' });
    expect(listed.statusCode).toBe(200);
    expect(await run('cancel', 'operator-race')).toBe('cancelled operator-race');
    expect(await run('cancel', 'operator-race')).toBe(
      'operator-race is closed or cancelled already',
    );
    const hidden = await app.inject({ method: 'GET', url: '/api/tournaments/operator-race' });
    expect(hidden.statusCode).toBe(404);
    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'tournaments_operator'));
    expect(events.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bad file with the fields at fault, and closes only an ended item', async () => {
    await expect(run('create', file('bad.json', { title: 'x' }))).rejects.toThrow(
      /frontendIdentifier/,
    );
    await expect(run('create', file('broken.json', '{'))).rejects.toThrow(/cannot read/);
    await expect(run('create', join(directory, 'missing.json'))).rejects.toThrow(/cannot read/);
    await expect(run('close', 'no-such-race')).rejects.toThrow(/no tournament/);
    expect(await run('close', 'aurora-spins-race')).toBe('not ended');
    expect(await run('close', 'autumn-kickoff')).toMatch(/closed autumn-kickoff|already closed/);
    expect(await run('close', 'autumn-kickoff')).toBe('already closed');
    await expect(run('frobnicate')).rejects.toThrow(/unknown command/);
  });
});
