import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { COOKIES_ACCEPTED_COOKIE, CookieNotice } from './cookie-notice';

const clearCookies = () => {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('CookieNotice (SH-034, RT-058)', () => {
  it('shows without cookies_accepted; accepting hides it and keeps the cookie a year', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    const { unmount } = renderWithProviders(<CookieNotice />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    const written = writes.find((value) => value.startsWith(`${COOKIES_ACCEPTED_COOKIE}=`)) ?? '';
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    unmount();
    renderWithProviders(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('stays hidden on the sign-up page', () => {
    renderWithProviders(<CookieNotice isSuppressed />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
