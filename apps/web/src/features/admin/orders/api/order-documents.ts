import { useMutation } from '@tanstack/react-query';
import { localDate, openApiFile } from '../../../../lib/save-file';

/**
 * The shop's own paper for packing, opened in a new tab to print: GET
 * /api/admin/orders/:id/packing-slip (one order). A refusal (an order deleted meanwhile) is the api
 * client's toast, in the server's words.
 */
export function openPackingSlip(id: number) {
  return openApiFile(`/admin/orders/${id}/packing-slip`, `packing-slip-${localDate()}.pdf`);
}

export function usePackingSlip() {
  return useMutation({ mutationFn: openPackingSlip });
}

/**
 * The papers of the orders chosen, each POST /api/admin/orders/<document> with their ids: the shop's
 * packing slips (one slip a page, in the order given) and pick list, and the couriers' load sheets (a
 * POST because asking makes one at the courier). The PDF is named `<document>-<day>.pdf`.
 */
export type OrdersDocument = 'packing-slips' | 'pick-list' | 'load-sheet';

export function openOrdersDocument(document: OrdersDocument, ids: readonly number[]) {
  return openApiFile(`/admin/orders/${document}`, `${document}-${localDate()}.pdf`, {
    method: 'POST',
    body: { ids: [...ids] },
  });
}

export function useOrdersDocument(document: OrdersDocument) {
  return useMutation({
    mutationFn: (ids: readonly number[]) => openOrdersDocument(document, ids),
  });
}
