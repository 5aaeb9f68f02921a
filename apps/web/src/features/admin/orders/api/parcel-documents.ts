import { useMutation } from '@tanstack/react-query';
import { localDate, openApiFile } from '../../../../lib/save-file';

/**
 * The couriers' airway bills of booked orders, opened in a new tab to print: GET
 * /api/admin/orders/labels (the load sheet is one of the orders' documents, see order-documents). A
 * refusal (orders not booked, a courier that failed) is the api client's toast, in the server's words.
 */
export function openLabels(ids: readonly number[]) {
  return openApiFile(`/admin/orders/labels?ids=${ids.join(',')}`, `labels-${localDate()}.pdf`);
}

export function usePrintLabels() {
  return useMutation({ mutationFn: openLabels });
}
