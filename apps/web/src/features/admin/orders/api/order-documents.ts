import { useMutation } from '@tanstack/react-query';
import { localDate, openApiFile } from '../../../../lib/save-file';

/**
 * The shop's own paper for packing, opened in a new tab to print: GET
 * /api/admin/orders/:id/packing-slip (one order), POST /api/admin/orders/packing-slips (the orders
 * chosen, one slip a page in the order given) and POST /api/admin/orders/pick-list. A refusal (an
 * order deleted meanwhile) is the api client's toast, in the server's words.
 */
export function openPackingSlip(id: number) {
  return openApiFile(`/admin/orders/${id}/packing-slip`, `packing-slip-${localDate()}.pdf`);
}

/** A document of the orders chosen, in the order given: their ids are POSTed, the PDF `name`-day. */
export function openOrdersDocument(path: string, name: string, ids: readonly number[]) {
  return openApiFile(path, `${name}-${localDate()}.pdf`, {
    method: 'POST',
    body: { ids: [...ids] },
  });
}

export function openPackingSlips(ids: readonly number[]) {
  return openOrdersDocument('/admin/orders/packing-slips', 'packing-slips', ids);
}

export function openPickList(ids: readonly number[]) {
  return openOrdersDocument('/admin/orders/pick-list', 'pick-list', ids);
}

export function usePackingSlip() {
  return useMutation({ mutationFn: openPackingSlip });
}

export function usePackingSlips() {
  return useMutation({ mutationFn: openPackingSlips });
}

export function usePickList() {
  return useMutation({ mutationFn: openPickList });
}
