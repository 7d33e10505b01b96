import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@croupier/contracts/info';
import { isPlayerCountry } from '@croupier/domain/player/player-country';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { brandKeys } from './brand-keys';

export const getCountries = (): Promise<Country[]> =>
  orEmpty(
    'LOAD_COUNTRIES_ERROR',
    async () => {
      return apiRequest('/api/info/countries', { contract: (c) => c.countriesResponseSchema });
    },
    [],
  );

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.countries(), queryFn: getCountries, staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

const playerCountryCodes = (countries: Country[]): string[] =>
  countries.filter(isPlayerCountry).map((country) => country.code);

/** The codes a player may pick as their country (DESIGN.md §9: served, not restricted). */
export function usePlayerCountryCodes(): string[] | undefined {
  return useQuery({ ...countriesQueryOptions(), select: playerCountryCodes }).data;
}
