import type { City } from '@shop/domain/cities';
import { citiesAnswerSchema } from '@shop/domain/schemas/cities.schema';
import {
  codRulesAnswerSchema,
  type CodRulesBody,
  type CodRulesWire,
} from '@shop/domain/schemas/cod-rules.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/settings/cod: the cash-on-delivery rules as the owner last saved them. */
export function useAdminCodRules() {
  return useQuery({
    queryKey: adminKeys.codRules(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin/settings/cod', { signal, schema: codRulesAnswerSchema })).cod,
  });
}

/** PUT /api/admin/settings/cod; the form shows a 400's field messages itself. */
export function useSaveCodRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CodRulesBody): Promise<CodRulesWire> =>
      (
        await apiRequest('/admin/settings/cod', {
          method: 'PUT',
          body: values,
          schema: codRulesAnswerSchema,
          toastOnError: false,
        })
      ).cod,
    onSuccess: (rules) => {
      queryClient.setQueryData(adminKeys.codRules(), rules);
      // The checkout's copy in this tab, too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.codRules.all, exact: true });
    },
  });
}

/** GET /api/cities: the shop's cities (decision 0026), to choose those without cash on delivery. */
export function useShopCities() {
  return useQuery({
    queryKey: [...queryKeys.cities.all, 'admin'],
    queryFn: async ({ signal }): Promise<City[]> =>
      (await apiRequest('/cities', { signal, schema: citiesAnswerSchema })).cities,
    staleTime: Infinity,
  });
}
