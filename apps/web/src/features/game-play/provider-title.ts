/**
 * "velvet-live" → "Velvet Live": a provider's name until (or if never) the catalog's provider
 * list, which the app layer reads once for the whole site (features/games), names it.
 */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
