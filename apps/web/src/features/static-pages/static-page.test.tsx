import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { StaticPage } from './static-page';

const page = {
  id: 7,
  path: '/about',
  slug: 'about',
  title: 'About us',
  content: '<p>Fallback content</p>',
  blocks: {
    'content-main':
      '<h2>Who we are</h2><p>A licensed casino.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="team">',
    title: 'About Croupier Casino',
    description: 'Who runs Croupier and how',
    keywords: 'casino, about',
  },
  categories: ['bottom-menu'],
  hidden: false,
  locale: 'en',
  licence: null,
  variant_of: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.head.querySelectorAll('meta[name]').forEach((meta) => meta.remove());
});

describe('StaticPage', () => {
  it('renders the title and the sanitised content, and asks for the current locale', async () => {
    const fetchMock = mockApi({ '/api/cms/pages/about': page });
    renderWithProviders(<StaticPage slug="about" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByText('A licensed casino.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByAltText('team')).not.toHaveAttribute('onerror');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('l=en');
  });

  it('sets the document title and meta tags from the blocks (CMS-004)', async () => {
    mockApi({ '/api/cms/pages/about': page });
    renderWithProviders(<StaticPage slug="about" />);
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(document.title).toBe('About Croupier Casino');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Who runs Croupier and how',
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'casino, about',
    );
  });

  it('shows the not-found state on 404 (CMS-005)', async () => {
    mockApi({ '/api/cms/pages/missing': jsonResponse(404, 'Page is not static or not found') });
    renderWithProviders(<StaticPage slug="missing" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is off the table' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });

  it('shows an error view with a retry on a server error (CMS-006)', async () => {
    let calls = 0;
    mockApi({
      '/api/cms/pages/about': () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { code: 'internal' }) : page;
      },
    });
    renderWithProviders(<StaticPage slug="about" />);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument(),
    );
  });

  it('shows a loading skeleton while the page loads', () => {
    mockApi({ '/api/cms/pages/about': () => new Promise(() => undefined) });
    renderWithProviders(<StaticPage slug="about" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
  });
});
