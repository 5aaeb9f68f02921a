import { useMutation } from '@tanstack/react-query';
import { localDate, saveApiFile } from '../../../../lib/save-file';

/** GET /api/admin/products/export: every product as a CSV file to edit and import back. */
export function exportProducts(): Promise<void> {
  return saveApiFile('/admin/products/export', `products-${localDate()}.csv`);
}

/** A failure is shown by the api client's toast. */
export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}
