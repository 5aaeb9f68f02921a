import type { City } from '@shop/domain/cities';
import { citiesAnswerSchema } from '@shop/domain/schemas/cities.schema';
import {
  codRulesAnswerSchema,
  type CodRulesBody,
  type CodRulesWire,
} from '@shop/domain/schemas/cod-rules.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';
import { settingsObjectHooks } from './settings-object';

/** GET and PUT /api/admin/settings/cod: the cash-on-delivery rules as the owner last saved them. */
const codRules = settingsObjectHooks<
  z.infer<typeof codRulesAnswerSchema>,
  CodRulesWire,
  CodRulesBody
>({
  path: '/admin/settings/cod',
  answerSchema: codRulesAnswerSchema,
  settingsOf: (answer) => answer.cod,
  adminKey: adminKeys.codRules(),
  // The checkout's copy in this tab.
  storefrontKey: queryKeys.codRules.all,
});

export const useAdminCodRules = codRules.useSettings;
export const useSaveCodRules = codRules.useSave;

/** GET /api/cities: the shop's cities (decision 0026), to choose those without cash on delivery. */
export function useShopCities() {
  return useQuery({
    queryKey: [...queryKeys.cities.all, 'admin'],
    queryFn: async ({ signal }): Promise<City[]> =>
      (await apiRequest('/cities', { signal, schema: citiesAnswerSchema })).cities,
    staleTime: Infinity,
  });
}
