import { useFeConfig } from '../../../features/brand/api/get-fe-config';
import { useProject } from '../../../features/brand/api/get-project';
import { pagesInCategory, useCmsPages } from '../../../features/cms/api/get-cms-pages';
import { findSnippet, useSnippets } from '../../../features/cms/api/get-snippets';
import { usePlayer } from '../../../features/session/api/get-player';
import { useLocale } from '../../../lib/i18n/use-locale';
import { Footer } from './footer';

/** platform-core.md §6: a group's own copyright line wins over the licence and geo line (SH-019). */
export function pickCopyright(
  copyright: string,
  byGroup: Readonly<Record<string, string>>,
  groups: readonly number[] | undefined,
  year: number,
): string {
  const groupLine = (groups ?? []).map((group) => byGroup[String(group)]).find(Boolean);
  return (groupLine ?? copyright).replaceAll('{{year}}', String(year));
}

/** The footer with its data; loaded as its own chunk, below the fold (DESIGN.md §11). */
export default function FooterContainer() {
  const { locale } = useLocale();
  const { data: project } = useProject();
  const { data: pages } = useCmsPages(locale);
  const { data: snippets } = useSnippets(locale);
  const { data: player } = usePlayer();
  const { data: logo } = useFeConfig('logo-config');
  const footer = project?.footer;
  const toLinks = (category: 'bottom-menu' | 'bottom-menu-help') =>
    pagesInCategory(pages, category).map((page) => ({ slug: page.slug, title: page.title }));
  return (
    <Footer
      brandName={project?.name ?? 'Croupier'}
      logoUrl={logo?.logoUrl.full}
      infoLinks={toLinks('bottom-menu')}
      helpLinks={toLinks('bottom-menu-help')}
      contactHtml={findSnippet(snippets, 'footer-contact')}
      contact={footer?.contact}
      socialLinks={footer?.socialLinks ?? []}
      awards={footer?.awards ?? []}
      providers={footer?.providers ?? []}
      paymentLogos={footer?.paymentLogos ?? []}
      licenceIcons={footer?.licenceIcons ?? []}
      copyright={
        footer
          ? pickCopyright(
              footer.copyright,
              footer.copyrightByGroup,
              player?.groups,
              new Date().getFullYear(),
            )
          : ''
      }
      ageLimit={project?.licence === 'EE' ? 21 : 18}
    />
  );
}
