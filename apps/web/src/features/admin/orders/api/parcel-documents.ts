import { useMutation } from '@tanstack/react-query';
import { localDate, openApiFile } from '../../../../lib/save-file';
import { openOrdersDocument } from './order-documents';

/**
 * The couriers' documents of booked orders, opened in a new tab to print: GET
 * /api/admin/orders/labels (the airway bills) and POST /api/admin/orders/load-sheet (each courier's
 * pickup sheet; a POST because asking makes one at the courier). A refusal (orders not booked, a
 * courier that failed) is the api client's toast, in the server's words.
 */
export function openLabels(ids: readonly number[]) {
  return openApiFile(`/admin/orders/labels?ids=${ids.join(',')}`, `labels-${localDate()}.pdf`);
}

export function openLoadSheet(ids: readonly number[]) {
  return openOrdersDocument('/admin/orders/load-sheet', 'load-sheet', ids);
}

export function usePrintLabels() {
  return useMutation({ mutationFn: openLabels });
}

export function useLoadSheet() {
  return useMutation({ mutationFn: openLoadSheet });
}
