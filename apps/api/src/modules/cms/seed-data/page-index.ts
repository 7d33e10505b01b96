import type { CmsCategory } from '@croupier/contracts/cms';
import type { Award } from '@croupier/contracts/info';

/**
 * The demo brand's CMS pages (platform-core.md §2.2, §3; CMS-020..CMS-030): where each page
 * lives, its menu categories and its structured json block. Texts are per language beside this.
 */
export const PAGE_KEYS = [
  'about-us',
  'terms-and-conditions',
  'terms-and-conditions/au',
  'terms-and-conditions/ee',
  'general-rules',
  'privacy-policy',
  'cookie-policy',
  'awards',
  'benefits-of-crypto',
  'responsible-gaming',
  'bonus-balance',
  'support',
  'faq',
  'payment-methods',
  'vip-terms',
  'summer-cup-2024-rules',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export interface PageText {
  title: string;
  /** Meta description (CMS-004). */
  description: string;
  keywords: string;
  /** HTML body. */
  content: string;
}

export type PageTexts = Record<PageKey, PageText>;

export interface PageLayout {
  categories: CmsCategory[];
  hidden?: boolean;
}

export const pageLayout: Record<PageKey, PageLayout> = {
  'about-us': { categories: ['bottom-menu'] },
  'terms-and-conditions': { categories: ['bottom-menu'] },
  'terms-and-conditions/au': { categories: [] },
  'terms-and-conditions/ee': { categories: [] },
  'general-rules': { categories: ['bottom-menu'] },
  'privacy-policy': { categories: ['bottom-menu'] },
  'cookie-policy': { categories: ['bottom-menu'] },
  awards: { categories: ['bottom-menu'] },
  'benefits-of-crypto': { categories: ['top-menu', 'bottom-menu-help'] },
  'responsible-gaming': { categories: ['bottom-menu-help'] },
  'bonus-balance': { categories: ['bottom-menu-help'] },
  support: { categories: ['bottom-menu-help'] },
  faq: { categories: ['top-menu', 'bottom-menu-help'] },
  'payment-methods': { categories: ['bottom-menu-help'] },
  'vip-terms': { categories: ['custom-page'] },
  // A finished promotion's rules: kept for reference, out of menus and routes (CMS-003).
  'summer-cup-2024-rules': { categories: ['custom-page'], hidden: true },
};

/** CMS-021: the awards page carries the list in `blocks.json.awards`. */
export function pageJson(key: PageKey, awards: Award[]): Record<string, unknown> | undefined {
  return key === 'awards' ? { awards } : undefined;
}
