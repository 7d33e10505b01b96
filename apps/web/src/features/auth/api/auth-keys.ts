/** Query keys of the auth feature: one factory. */
export const authKeys = {
  all: ['auth'] as const,
  confirmation: (token: string) => [...authKeys.all, 'confirmation', token] as const,
};
