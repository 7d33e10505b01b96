import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import type { Banner } from '@croupier/contracts/fe-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { BannerSkeletons } from './banner-skeletons';
import { BANNER_AUTOPLAY_MS } from './banner-slider';
import { LobbyScreen } from './lobby-screen';
import { banner } from './banner.fixture';

// The banners wait for the tournament and lottery lists their buttons resolve against (TN-032):
// a machine busy with other suites may need more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const now = new Date('2026-03-01T12:00:00.000Z');

function bannersConfig(banners: Banner[]) {
  return { locale: 'en', welcomePackStags: [], banners };
}

const three = [
  banner({
    id: 'welcome',
    title: { text: 'Welcome pack' },
    description: { text: 'Up to {{amount}}' },
    variables: { amount: '€1,500' },
    order: { 'slider-index-top': 1 },
    button: {
      name: 'Claim now',
      url: '/deposit',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  }),
  banner({
    id: 'telegram',
    title: { text: 'Join our channel' },
    order: { 'slider-index-top': 2 },
    button: {
      name: 'Open Telegram',
      url: 'https://t.me/casino',
      type: 'link',
      frontendIdentifier: null,
      attrs: {},
    },
  }),
  banner({ id: 'lottery', title: { text: 'Monthly lottery' }, order: { 'slider-index-top': 3 } }),
];

const activeDot = () =>
  within(screen.getByRole('region', { name: 'Featured offers' }))
    .getAllByRole('button', { name: /^Offer \d of 3$/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

function stubDesktop(isDesktop: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('min-width: 1024px') ? isDesktop : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LobbyScreen', () => {
  it('renders the banners with their texts and buttons, external by host (CMS-009, CMS-017)', async () => {
    mockApi({ '/api/fe/config/banners-config': bannersConfig(three) });
    renderWithProviders(
      <LobbyScreen now={now}>
        <p>The game rows</p>
      </LobbyScreen>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome pack' })).toBeInTheDocument();
    expect(screen.getByText('Up to €1,500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim now' })).toHaveAttribute('href', '/deposit');
    const external = screen.getByRole('link', { name: /Open Telegram/ });
    expect(external).toHaveAttribute('href', 'https://t.me/casino');
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getByText('The game rows')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pokies/ })).toHaveAttribute('href', '/pokies/all');
  });

  it('shows a player in group 131811 the welcome-pack:show banner, not the hide one (CMS-013)', async () => {
    const tagged = [
      banner({ id: 'pack', title: { text: 'Your welcome pack' }, labels: ['welcome-pack:show'] }),
      banner({ id: 'join', title: { text: 'Join and get a pack' }, labels: ['welcome-pack:hide'] }),
    ];
    mockApi({ '/api/fe/config/banners-config': bannersConfig(tagged) });
    renderWithProviders(
      <LobbyScreen
        now={now}
        audience={{ isLoggedIn: true, groups: [131811] }}
        welcomePackGroup={131811}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Your welcome pack' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join and get a pack' })).not.toBeInTheDocument();
  });

  it('shows a player without welcome-pack status the hide-tagged banner only (CMS-013)', async () => {
    const tagged = [
      banner({ id: 'pack', title: { text: 'Your welcome pack' }, labels: ['welcome-pack:show'] }),
      banner({ id: 'join', title: { text: 'Join and get a pack' }, labels: ['welcome-pack:hide'] }),
    ];
    mockApi({
      '/api/fe/config/banners-config': {
        ...bannersConfig(tagged),
        welcomePackStags: ['aff_welcome_01'],
      },
    });
    renderWithProviders(
      <LobbyScreen
        now={now}
        audience={{ isLoggedIn: true, groups: [21] }}
        stag="aff_other"
        welcomePackGroup={131811}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Join and get a pack' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your welcome pack' })).not.toBeInTheDocument();
  });

  it('autoplays every 10 s (SH-022)', async () => {
    mockApi({ '/api/fe/config/banners-config': bannersConfig(three) });
    renderWithProviders(<LobbyScreen now={now} />);
    await screen.findByRole('heading', { name: 'Welcome pack' });
    vi.useFakeTimers();
    // Hovering holds the carousel; leaving restarts its timer, now a fake one.
    const region = screen.getByRole('region', { name: 'Featured offers' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(activeDot()).toBe(0);
    fireEvent.mouseLeave(region);
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeDot()).toBe(1);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(activeDot()).toBe(2);
  });

  it('does not autoplay in mock mode (SH-022)', async () => {
    mockApi({ '/api/fe/config/banners-config': bannersConfig(three) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<LobbyScreen now={now} />, { path: '/?mock=1' });
    await screen.findByRole('heading', { name: 'Welcome pack' });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(activeDot()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause the carousel' })).toBeNull();
  });

  it('offers the welcome hero when no banner applies', async () => {
    mockApi({ '/api/fe/config/banners-config': bannersConfig([]) });
    renderWithProviders(<LobbyScreen now={now} />);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the casino' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows skeleton banners while loading: 2 on mobile (SH-023)', () => {
    stubDesktop(false);
    mockApi({ '/api/fe/config/banners-config': () => new Promise(() => undefined) });
    renderWithProviders(<LobbyScreen now={now} />);
    expect(
      within(screen.getByRole('status', { name: 'Featured offers' })).getAllByTestId('skeleton'),
    ).toHaveLength(2);
  });

  it('shows 3 skeleton banners on desktop (SH-023)', () => {
    stubDesktop(true);
    renderWithProviders(<BannerSkeletons label="Loading offers" />);
    expect(
      within(screen.getByRole('status', { name: 'Loading offers' })).getAllByTestId('skeleton'),
    ).toHaveLength(3);
  });
});
