import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPromoCodes, onMainLanding, takePromoCodes } from './promo-codes';
import { hashAction, scrollToHash, stripTrailingSlash } from './url-rules';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('url rules', () => {
  it('strips trailing slashes (RT-048)', () => {
    expect(stripTrailingSlash('/pokies/all/')).toBe('/pokies/all');
    expect(stripTrailingSlash('/')).toBe('/');
  });

  it('reads the hash shortcuts (RT-049..RT-051)', () => {
    expect(hashAction('#sign-in')).toEqual({ kind: 'route', to: 'signIn' });
    expect(hashAction('#new-password')).toEqual({ kind: 'route', to: 'newPassword' });
    expect(hashAction('#sport')).toEqual({ kind: 'sport', popup: null });
    expect(hashAction('#sport_login')).toEqual({ kind: 'sport', popup: 'login' });
    expect(hashAction('#chat')).toEqual({ kind: 'chat' });
    expect(hashAction('#faq')).toEqual({ kind: 'scroll', id: 'faq' });
    expect(hashAction('')).toBeNull();
  });

  it('scrolls to an anchor that appears later, retrying every 200 ms (RT-052)', () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    scrollToHash('late');
    vi.advanceTimersByTime(1000);
    const anchor = document.createElement('div');
    anchor.id = 'late';
    anchor.scrollIntoView = scrolled;
    document.body.append(anchor);
    vi.advanceTimersByTime(199);
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('gives up after 5000 ms (25 retries)', () => {
    vi.useFakeTimers();
    const getById = vi.spyOn(document, 'getElementById');
    scrollToHash('never');
    vi.advanceTimersByTime(10_000);
    expect(getById).toHaveBeenCalledTimes(26);
  });
});

describe('promo codes (RT-054..RT-056)', () => {
  it('stores codes and strips only them', () => {
    expect(takePromoCodes('?giftPromocode=ABC&x=1')).toBe('?x=1');
    expect(sessionStorage.getItem('giftPromocode')).toBe('ABC');
    expect(takePromoCodes('?x=1')).toBeNull();
  });

  it('clears them when a guest lands on main; a player with a gift code goes to gifts once', () => {
    takePromoCodes('?giftPromocode=ABC');
    expect(onMainLanding(true)).toBe('go-to-gifts');
    expect(onMainLanding(true)).toBe('none');
    expect(onMainLanding(false)).toBe('cleared');
    expect(sessionStorage.getItem('giftPromocode')).toBeNull();
    clearPromoCodes();
  });
});
