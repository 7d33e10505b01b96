import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  mockApi,
  renderWithProviders,
  testProject as project,
} from '../../testing/shell-test-utils';
import { VipManagerSource } from './vip-manager-source';

afterEach(() => vi.unstubAllGlobals());

const MANAGER = { managerName: 'Claire Dubois', email: 'claire@example.com' };

describe('the side menu’s VIP manager (VIP-005, SH-015)', () => {
  it('a gold player’s manager reaches the side menu', async () => {
    const asked: unknown[] = [];
    mockApi({
      'GET /api/player': { id: 1, email: 'gold@example.com', groups: [259, 21] },
      'GET /api/info/project': project,
      'POST /api/fe/config/managers': (_url: URL, init?: RequestInit) => {
        asked.push(JSON.parse(String(init?.body)));
        return MANAGER;
      },
    });
    const onChange = vi.fn();
    renderWithProviders(<VipManagerSource onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(MANAGER), { timeout: 5000 });
    expect(asked).toEqual([{ userGroups: [259] }]);
  });

  it('a regular player asks for nothing', async () => {
    const fetchMock = mockApi({
      'GET /api/player': { id: 2, email: 'regular@example.com', groups: [1117] },
      'GET /api/info/project': project,
    });
    const onChange = vi.fn();
    renderWithProviders(<VipManagerSource onChange={onChange} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onChange).toHaveBeenLastCalledWith(null);
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('managers'))).toBe(false);
  });
});
