import type { PageTexts } from './page-index.js';
import { pagesEn } from './pages-en.js';

export const pagesDe: PageTexts = pagesEn;
