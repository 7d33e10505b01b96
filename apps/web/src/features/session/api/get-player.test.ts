import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/shell-test-utils';
import { playerQueryOptions } from './get-player';

/**
 * SS-003: a profile load marks the data as loaded and a loaded-once flag that stays true. The
 * player query's state is that store: `isSuccess` is "loaded", and `dataUpdatedAt` > 0 is
 * "loaded once" — a reload in progress keeps both and the previous player.
 */
describe('player load state (SS-003)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is loaded after the first answer and stays loaded-once while reloading', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const answer = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) return answer({ id: 7, email: 'ada@example.com' });
        return new Promise<Response>((resolve) => {
          release = () => resolve(answer({ id: 7, email: 'ada@new.example' }));
        });
      }),
    );
    const client = createTestQueryClient();
    const key = playerQueryOptions().queryKey;
    expect(client.getQueryState(key)).toBeUndefined();

    await client.fetchQuery(playerQueryOptions());
    const loaded = client.getQueryState(key);
    expect(loaded?.status).toBe('success');
    expect(loaded?.dataUpdatedAt).toBeGreaterThan(0);

    const reload = client.refetchQueries({ queryKey: key });
    await vi.waitFor(() => expect(release).toBeDefined());
    const reloading = client.getQueryState(key);
    expect(reloading?.fetchStatus).toBe('fetching');
    expect(reloading?.status).toBe('success');
    expect(reloading?.dataUpdatedAt).toBeGreaterThan(0);
    expect(client.getQueryData(key)).toMatchObject({ email: 'ada@example.com' });

    release?.();
    await reload;
    expect(client.getQueryData(key)).toMatchObject({ email: 'ada@new.example' });
  });
});
