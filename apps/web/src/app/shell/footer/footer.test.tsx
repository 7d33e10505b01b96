import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CmsPageSummary } from '@croupier/contracts/cms';
import { pagesInCategory } from '../../../features/cms/api/get-cms-pages';
import { renderWithProviders } from '../../../testing/shell-test-utils';
import { Footer } from './footer';
import type { FooterProps } from './footer';
import { pickCopyright } from './footer-container';

const logo = (name: string) => ({ name, image: `/brand/${name}.svg`, url: '' });

const props: FooterProps = {
  brandName: 'Croupier',
  infoLinks: [{ slug: 'about-us', title: 'About Croupier' }],
  helpLinks: [{ slug: 'faq', title: 'Frequently asked questions' }],
  contactHtml:
    '<p>Write to <a href="mailto:help@example.com">help@example.com</a></p><script>alert(1)</script>',
  contact: { email: 'help@example.com', phone: '+356 2778 0000' },
  socialLinks: [{ name: 'Telegram', url: 'https://t.me/x', icon: '/brand/social/telegram.svg' }],
  awards: [
    {
      name: 'Player Choice Awards',
      nomination: 'Best Live Lobby',
      prize: 'Gold',
      year: 2023,
      imgUrl: '/a.svg',
    },
  ],
  providers: [logo('Aurora Studios')],
  paymentLogos: [logo('Visa')],
  licenceIcons: [logo('Curaçao Gaming Authority')],
  copyright: '© 2026 Croupier.',
  ageLimit: 18,
};

describe('Footer (SH-016)', () => {
  it('shows every footer block', () => {
    renderWithProviders(<Footer {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About Croupier' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    expect(within(screen.getByTestId('footer-help')).getByRole('link')).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(
      within(screen.getByTestId('footer-contact')).getByText('help@example.com'),
    ).toBeInTheDocument();
    expect(document.querySelector('footer script')).toBeNull();
    expect(screen.getByRole('link', { name: /2778 0000/ })).toHaveAttribute(
      'href',
      'tel:+35627780000',
    );
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/x',
    );
    expect(
      within(screen.getByTestId('footer-awards')).getByText('Best Live Lobby'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All awards/ })).toHaveAttribute('href', '/awards');
    expect(
      within(screen.getByTestId('footer-providers')).getByAltText('Aurora Studios'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('footer-payments')).getByAltText('Visa')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('footer-licences')).getByAltText('Curaçao Gaming Authority'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent('© 2026 Croupier.');
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(
      'Only players aged 18 or over may play.',
    );
  });

  it('shows the licence set it is given (SH-018: the server resolves the licence)', () => {
    renderWithProviders(
      <Footer
        {...props}
        paymentLogos={[logo('Bank transfer')]}
        licenceIcons={[logo('Estonian Tax and Customs Board')]}
        ageLimit={21}
      />,
    );
    expect(screen.getByAltText('Estonian Tax and Customs Board')).toBeInTheDocument();
    expect(screen.queryByAltText('Visa')).toBeNull();
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent('aged 21');
  });
});

describe('footer links from the CMS (SH-017, CMS-003)', () => {
  const page = (
    slug: string,
    categories: CmsPageSummary['categories'],
    hidden = false,
  ): CmsPageSummary => ({
    id: slug.length,
    path: `/${slug}`,
    slug,
    title: slug,
    categories,
    hidden,
    locale: 'en',
    licence: null,
    blocks: {},
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  });
  it('takes bottom-menu-help pages for the help links and never hidden ones', () => {
    const pages = [
      page('faq', ['bottom-menu-help']),
      page('about', ['bottom-menu']),
      page('old', ['bottom-menu-help'], true),
    ];
    expect(pagesInCategory(pages, 'bottom-menu-help').map((p) => p.slug)).toEqual(['faq']);
    expect(pagesInCategory(pages, 'bottom-menu').map((p) => p.slug)).toEqual(['about']);
  });
});

describe('copyright line (SH-019)', () => {
  it('uses a group line for members and fills the year', () => {
    expect(
      pickCopyright('© 2019–{{year}} Croupier', { '100': 'Group line {{year}}' }, [100], 2026),
    ).toBe('Group line 2026');
    expect(pickCopyright('© 2019–{{year}} Croupier', { '100': 'Group line' }, [5], 2026)).toBe(
      '© 2019–2026 Croupier',
    );
  });
});
