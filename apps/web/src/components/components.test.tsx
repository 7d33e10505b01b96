import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge, formatBadgeCount } from './badge';
import { Tabs } from './tabs';
import { clearToasts, showToast, Toaster, TOAST_LIFETIME_MS } from './toast';
import { Tooltip, TOOLTIP_DEFAULTS } from './tooltip';

afterEach(() => {
  vi.useRealTimers();
  act(() => clearToasts());
});

describe('Tooltip (SH-041)', () => {
  it('defaults to width 180, placement bottom, offset 10', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ width: 180, placement: 'bottom', offset: 10 });
  });

  it('shows on focus with the defaults, describes the trigger, hides on Escape', async () => {
    render(
      <Tooltip content="Hint">
        {(props) => (
          <button type="button" {...props}>
            Trigger
          </button>
        )}
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Hint');
    expect(tooltip).toHaveAttribute('data-placement', 'bottom');
    expect(tooltip).toHaveStyle({ width: '180px', marginTop: '10px' });
    expect(screen.getByRole('button', { name: 'Trigger' })).toHaveAccessibleDescription('Hint');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Toast (SH-042)', () => {
  it('closes by itself after 10 s', () => {
    vi.useFakeTimers();
    render(<Toaster closeLabel="Close" />);
    act(() => {
      showToast('Confirmation e-mail sent', 'success');
    });
    expect(screen.getByText('Confirmation e-mail sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1));
    expect(screen.getByText('Confirmation e-mail sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Confirmation e-mail sent')).toBeNull();
  });
});

describe('Badge', () => {
  it('caps counts at 9+', () => {
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    render(<Badge count={42} label="42 new" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('9+');
  });
});

describe('Tabs', () => {
  it('moves with the arrow keys and selects', async () => {
    const onChange = vi.fn();
    render(
      <Tabs
        idPrefix="t"
        label="Years"
        value="a"
        onChange={onChange}
        items={[
          { value: 'a', label: 'All' },
          { value: 'b', label: '2024' },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
