import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { AU_APPROVAL_COOKIE, AuConfirmationCard } from './au-confirmation-card';

afterEach(() => {
  document.cookie = `${AU_APPROVAL_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('AuConfirmationCard (SH-035, RT-058)', () => {
  it.each(['AU', 'KW'])('asks a logged-out visitor in %s to confirm', (country) => {
    renderWithProviders(<AuConfirmationCard country={country} isLoggedIn={false} />);
    expect(screen.getByRole('alertdialog', { name: 'Please confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I confirm' })).toHaveFocus();
  });

  it('is not shown to players, other countries, or on /oops', () => {
    const { unmount } = renderWithProviders(<AuConfirmationCard country="AU" isLoggedIn />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    const other = renderWithProviders(<AuConfirmationCard country="DE" isLoggedIn={false} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    other.unmount();
    renderWithProviders(<AuConfirmationCard country="AU" isLoggedIn={false} isSuppressed />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('approve sets the long-lived cookie and the card stays away', async () => {
    const { unmount } = renderWithProviders(<AuConfirmationCard country="AU" isLoggedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'I confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.cookie).toContain(`${AU_APPROVAL_COOKIE}=1`);
    unmount();
    renderWithProviders(<AuConfirmationCard country="AU" isLoggedIn={false} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('decline goes to /oops', async () => {
    renderWithProviders(<AuConfirmationCard country="AU" isLoggedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'I am in Australia' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/oops');
  });
});
