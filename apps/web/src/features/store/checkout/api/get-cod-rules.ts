import { NO_COD_RULES, type CodRules } from '@shop/domain/cod-rules';
import { codRulesAnswerSchema, codRulesFromWire } from '@shop/domain/schemas/cod-rules.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/cod-rules: the owner's cash-on-delivery rules, in paisa, which the checkout shows and checks
 * as the order call will. The server renders the checkout with them (a back-office save clears its
 * rendered pages), so hydrating does not ask again; a checkout opened in the app asks once they are
 * older than the app's 30 s, and a 409 from the order call asks again too. The order call checks the
 * rules of the moment whatever the page showed.
 */
export const codRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.codRules.all,
    queryFn: async ({ signal }): Promise<CodRules> =>
      codRulesFromWire(
        (
          await apiRequest('/cod-rules', {
            signal,
            schema: codRulesAnswerSchema,
            toastOnError: false,
          })
        ).cod,
      ),
  });

/** The rules, or none while they load (the order call checks them all the same). */
export function useCodRules(): CodRules {
  return useQuery(codRulesQueryOptions()).data ?? NO_COD_RULES;
}
