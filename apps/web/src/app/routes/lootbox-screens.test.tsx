import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetModals } from '../../features/modals/modal-store';
import { forgetMessages } from '../../lib/i18n/i18n';
import { currentUrl, renderApp } from './render-app';

const messages = {
  COMING_SOON: { TITLE: '{{name}} opens soon' },
  LOOTBOXES: {
    CHANCE: { TITLE: 'Rocket Chance' },
    WHEEL: { PLAY_TITLE: 'RocketPlay wheel', MART_TITLE: 'RocketMart wheel' },
    SEGMENTS: { TITLE: 'Wheel prizes' },
  },
};
const pages = (enabled: boolean) => ({
  pages: Object.fromEntries(
    ['rocket-mart', 'rocket-chance', 'aquanova-odyssey', 'lotteries', 'vip-club'].map((key) => [
      key,
      { enabled },
    ]),
  ),
});

afterEach(() => {
  resetModals();
  forgetMessages();
});

describe('lootbox routes (RT-035, LB-014)', () => {
  it('redirects /rocket-chance to /promotions when its page is disabled', async () => {
    await renderApp('/rocket-chance', {
      messages,
      api: { 'GET /api/fe/config/manage-promotion-pages': pages(false) },
    });
    await waitFor(() => expect(currentUrl()).toBe('/promotions'));
  });

  it('renders Rocket Chance when its page is on', async () => {
    await renderApp('/rocket-chance', {
      messages,
      api: { 'GET /api/fe/config/manage-promotion-pages': pages(true) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocket Chance' })).toBeTruthy();
    expect(currentUrl()).toBe('/rocket-chance');
  });

  it.each([
    ['/rocketplay-wheel', 'RocketPlay wheel'],
    ['/rocketmart-wheel', 'RocketMart wheel'],
    ['/rocketplay-wheel/segments', 'Wheel prizes'],
    ['/rocketmart-wheel/segments', 'Wheel prizes'],
  ])('%s renders its screen, not a coming-soon page', async (path, heading) => {
    await renderApp(path, { messages });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText(/opens soon/)).toBeNull();
  });
});
