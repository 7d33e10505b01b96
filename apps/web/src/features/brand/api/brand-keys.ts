/** Query keys of brand data: project, locales, reference lists and fe/config documents. */
export const brandKeys = {
  all: ['brand'] as const,
  project: () => [...brandKeys.all, 'project'] as const,
  locales: () => [...brandKeys.all, 'locales'] as const,
  countries: () => [...brandKeys.all, 'countries'] as const,
  currencies: () => [...brandKeys.all, 'currencies'] as const,
  feConfig: (name: string, locale?: string) =>
    [...brandKeys.all, 'fe-config', name, locale] as const,
};
