import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './cms-content.module.css';

/** Operator HTML is sanitised: scripts, handlers and frames never reach the DOM. */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/** The body of a CMS page (static pages, news): operator HTML, sanitised, in the prose style. */
export function CmsContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitize(html), [html]);
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: safe }} />;
}
