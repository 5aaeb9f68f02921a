import { useMutation } from '@tanstack/react-query';
import {
  productImportResultSchema,
  type ProductImportResult,
} from '@shop/domain/schemas/product-import.schema';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/admin/products/import with the file as the body. A dry run answers what the file would do
 * and its problems, changing nothing; the import applies it whole, or refuses it (400) untouched.
 */
export function importProducts({
  file,
  dryRun,
}: {
  file: File;
  dryRun: boolean;
}): Promise<ProductImportResult> {
  return apiRequest(`/admin/products/import?dry_run=${dryRun}`, {
    method: 'POST',
    body: file,
    // Windows names a .csv file application/vnd.ms-excel; the server reads text/csv.
    headers: { 'Content-Type': 'text/csv' },
    schema: productImportResultSchema,
    // The dialog shows a failed check under its file field; a refused import keeps the toast.
    toastOnError: !dryRun,
  });
}

/** The dry run: a mutation, since it sends a file, though it changes nothing. */
export function useCheckProductsImport() {
  return useMutation({
    mutationFn: (file: File) => importProducts({ file, dryRun: true }),
  });
}

export function useImportProducts() {
  return useInvalidatingMutation(
    (file: File) => importProducts({ file, dryRun: false }),
    queryKeys.products.all,
    { evenOnError: true },
  );
}
