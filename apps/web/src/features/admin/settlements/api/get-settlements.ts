import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierName } from '@shop/domain/couriers';
import { adminListPageSchema } from '@shop/domain/schemas/list-query.schema';
import {
  settlementDifferenceSchema,
  settlementImportRowSchema,
  settlementSummarySchema,
} from '@shop/domain/schemas/settlements.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const differencesPage = adminListPageSchema(settlementDifferenceSchema);
const importsPage = adminListPageSchema(settlementImportRowSchema);

/** GET /api/admin/settlements/summary: per courier, what it owes and paid, in paisa. */
export const settlementSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settlements.summary(),
    queryFn: () => apiRequest('/admin/settlements/summary', { schema: settlementSummarySchema }),
  });

export function useSettlementSummary() {
  return useQuery(settlementSummaryQueryOptions());
}

/** GET /api/admin/settlements/differences: every open difference, a page at a time. */
export const settlementDifferencesQueryOptions = (courier: CourierName | '', page: number) =>
  queryOptions({
    queryKey: adminKeys.settlements.differences(courier, page),
    queryFn: () =>
      apiRequest(`/admin/settlements/differences?courier=${courier}&page=${page}`, {
        schema: differencesPage,
      }),
  });

export function useSettlementDifferences(courier: CourierName | '', page: number) {
  return useQuery(settlementDifferencesQueryOptions(courier, page));
}

/** GET /api/admin/settlements/imports: the reports imported, newest first. */
export const settlementImportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.settlements.imports(page),
    queryFn: () => apiRequest(`/admin/settlements/imports?page=${page}`, { schema: importsPage }),
  });

export function useSettlementImports(page: number) {
  return useQuery(settlementImportsQueryOptions(page));
}
