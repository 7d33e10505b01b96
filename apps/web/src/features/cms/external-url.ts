/** CMS-009: a button is external when its URL names another host than the page's. */
export function isExternalUrl(url: string, currentHost: string): boolean {
  try {
    const parsed = new URL(url, `https://${currentHost}`);
    return parsed.host !== currentHost;
  } catch {
    return false;
  }
}
