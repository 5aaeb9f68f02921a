import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierName } from '@shop/domain/couriers';
import {
  XLSX_MEDIA_TYPE,
  settlementImportResultSchema,
  type SettlementImportResult,
} from '@shop/domain/schemas/settlements.schema';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { adminKeys } from '../../common/admin-query-keys';

export interface SettlementReportUpload {
  courier: CourierName;
  file: File;
  reference: string;
}

/**
 * POST /api/admin/settlements/import with the report as the body. The type is chosen by the file's
 * name: Windows calls a .csv "application/vnd.ms-excel", and the server reads the bytes either way.
 */
export function importSettlementReport(
  { courier, file, reference }: SettlementReportUpload,
  dryRun: boolean,
): Promise<SettlementImportResult> {
  const query = new URLSearchParams({
    courier,
    dry_run: String(dryRun),
    file_name: file.name.slice(0, 200),
  });
  if (reference.trim()) query.set('reference', reference.trim());
  return apiRequest(`/admin/settlements/import?${query}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': /\.xlsx$/i.test(file.name) ? XLSX_MEDIA_TYPE : 'text/csv' },
    schema: settlementImportResultSchema,
    // The check shows its problems on the screen; a refused import keeps the toast.
    toastOnError: !dryRun,
  });
}

export function useCheckSettlementReport() {
  return useMutation({
    mutationFn: (upload: SettlementReportUpload) => importSettlementReport(upload, true),
  });
}

export function useImportSettlementReport() {
  return useInvalidatingMutation(
    (upload: SettlementReportUpload) => importSettlementReport(upload, false),
    adminKeys.settlements.all,
    { evenOnError: true },
  );
}

/**
 * POST /api/admin/settlements/fetch: the courier's payments call asked about every parcel not yet
 * fully paid, its answers recorded once. A courier that fails is shown on the screen, not toasted.
 */
export function useFetchCourierPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courier: CourierName) =>
      apiRequest('/admin/settlements/fetch', {
        method: 'POST',
        body: { courier },
        schema: settlementImportResultSchema,
        toastOnError: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.settlements.all }),
  });
}
