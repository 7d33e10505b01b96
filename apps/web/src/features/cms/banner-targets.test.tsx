import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { BannerSlider } from './banner-slider';
import type { BannerTargets } from './banner-targets';
import { banner } from './banner.fixture';

const targets: BannerTargets = {
  tournament: new Map([['aurora-spins-race', '/tournaments/7']]),
  lottery: new Map([['monthly-lottery', '/lottery/monthly-lottery']]),
};

const itemBanner = (type: 'tournament' | 'lottery', identifier: string) =>
  banner({
    id: `${type}-${identifier}`,
    title: { text: `The ${type} banner` },
    button: {
      name: 'Take a look',
      url: `/${type}/stale-url`,
      type,
      frontendIdentifier: identifier,
      attrs: {},
    },
  });

describe('banner tournament and lottery buttons (TN-032)', () => {
  it('leads a known tournament or lottery identifier to that item, not to the stored URL', () => {
    renderWithProviders(
      <BannerSlider
        banners={[
          itemBanner('tournament', 'aurora-spins-race'),
          itemBanner('lottery', 'monthly-lottery'),
        ]}
        targets={targets}
        isAutoplayEnabled={false}
      />,
    );
    const [tournament, lottery] = screen.getAllByRole('link', { name: 'Take a look' });
    expect(tournament).toHaveAttribute('href', '/tournaments/7');
    expect(lottery).toHaveAttribute('href', '/lottery/monthly-lottery');
  });

  it('renders no button for an identifier no item has, nor while the items are unknown', () => {
    const { unmount } = renderWithProviders(
      <BannerSlider
        banners={[
          itemBanner('tournament', 'gone-race'),
          itemBanner('lottery', 'aurora-spins-race'),
        ]}
        targets={targets}
        isAutoplayEnabled={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The tournament banner' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The lottery banner' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Take a look' })).toBeNull();
    unmount();

    renderWithProviders(
      <BannerSlider
        banners={[itemBanner('tournament', 'aurora-spins-race')]}
        targets={null}
        isAutoplayEnabled={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The tournament banner' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Take a look' })).toBeNull();
  });
});
