/** Query keys of the auth feature: one factory. */
export const authKeys = {
  all: ['auth'] as const,
  confirmation: (token: string) => [...authKeys.all, 'confirmation', token] as const,
  /** The registration gifts offered in a currency (the brand's, the same for every visitor). */
  registrationOffers: (currency: string | null) =>
    [...authKeys.all, 'registration-offers', currency ?? ''] as const,
};
