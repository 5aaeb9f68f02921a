import Button from '@mui/material/Button';
import { ORDER_BULK_MAX } from '@shop/domain/schemas/order-changes.schema';
import { useOrdersDocument } from '../api/order-documents';
import { usePrintLabels } from '../api/parcel-documents';

/**
 * The chosen orders' papers: the couriers' labels and load sheet, the shop's packing slips and pick
 * list (issue #29). One paper is printed at a time.
 */
export function BulkPaperButtons({ ids, busy }: { ids: readonly number[]; busy: boolean }) {
  const papers = [
    { label: 'Print labels', print: usePrintLabels() },
    { label: 'Load sheet', print: useOrdersDocument('load-sheet') },
    { label: 'Packing slips', print: useOrdersDocument('packing-slips') },
    { label: 'Pick list', print: useOrdersDocument('pick-list') },
  ];
  const printing = papers.some((paper) => paper.print.isPending);
  // A document is one request of at most ORDER_BULK_MAX orders.
  const printable = ids.length <= ORDER_BULK_MAX;
  return papers.map(({ label, print }) => (
    <Button
      key={label}
      variant="outlined"
      disabled={busy || printing || !printable}
      onClick={() => print.mutate(ids)}
    >
      {label}
    </Button>
  ));
}
