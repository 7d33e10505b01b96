import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../testing/mock-api';
import { onLog, type LogEntry } from './logger';
import { getPlayerFields } from './player-fields';

let logged: LogEntry[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  logged = [];
  stop = onLog((entry) => logged.push(entry));
});
afterEach(() => stop());

describe('getPlayerFields', () => {
  it('reads the brand list', async () => {
    const fields = { fields: [], contexts: { registration: ['country'] } };
    mockApi({ 'GET /api/info/player_fields': fields, 'PUT /log': {} });
    await expect(getPlayerFields()).resolves.toEqual(fields);
    expect(logged).toEqual([]);
  });

  it('logs a failed load (ERR-001) and fails, for each reader to show its own fallback', async () => {
    mockApi({ 'GET /api/info/player_fields': json({}, 500), 'PUT /log': {} });
    await expect(getPlayerFields()).rejects.toThrow();
    expect(logged.map((entry) => entry.name)).toEqual(['LOAD_PLAYER_FIELDS_ERROR']);
  });
});
