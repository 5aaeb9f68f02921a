import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COURIER_LABELS } from '@shop/domain/couriers';
import { formatPaisa } from '@shop/domain/money';
import type { SettlementImportResult } from '@shop/domain/schemas/settlements.schema';
import { useCouriers } from '../../orders/api/get-couriers';
import { useFetchCourierPayments } from '../api/import-settlement-report';
import { SettlementDifferencesTable } from './settlement-differences-table';

/** What a fetch found, in a sentence. */
function fetchedWords(result: SettlementImportResult): string {
  const label = COURIER_LABELS[result.courier];
  const fresh = result.lines - result.duplicates;
  if (fresh === 0) {
    return result.lines === 0
      ? `${label} reports no new payments for the parcels not yet fully paid.`
      : `${label} reports no new payments: its ${result.lines === 1 ? 'payment was' : `${result.lines} payments were`} recorded before.`;
  }
  const payments = fresh === 1 ? '1 payment' : `${fresh} payments`;
  const differences =
    result.differenceCount === 0
      ? 'each as expected'
      : result.differenceCount === 1
        ? '1 difference'
        : `${result.differenceCount} differences`;
  return `${label}: ${payments} recorded, ${formatPaisa(result.paid)} paid, ${differences}.`;
}

/** A button per courier set up with its API settings: its payments call asked, its answers recorded. */
export function FetchCourierPayments() {
  const couriers = useCouriers();
  const fetchPayments = useFetchCourierPayments();
  const configured = couriers.data?.couriers ?? [];
  if (configured.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="fetch-payments">
      <Typography id="fetch-payments" variant="h6" component="h2" sx={{ mb: 1 }}>
        Ask the couriers
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Asks the courier about every delivered or returned parcel not yet fully paid and records the
        payments it reports; a payment recorded before is not counted again.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {configured.map((courier) => (
          <Button
            key={courier.name}
            variant="outlined"
            disabled={fetchPayments.isPending}
            onClick={() => fetchPayments.mutate(courier.name)}
          >
            Fetch payments from {COURIER_LABELS[courier.name]}
          </Button>
        ))}
      </Stack>
      {fetchPayments.isPending ? (
        <Typography role="status" variant="body2" sx={{ mt: 2 }}>
          Asking {COURIER_LABELS[fetchPayments.variables]}…
        </Typography>
      ) : null}
      {fetchPayments.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {fetchPayments.error.message}
        </Alert>
      ) : null}
      {fetchPayments.isSuccess ? (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Alert severity="success">{fetchedWords(fetchPayments.data)}</Alert>
          {fetchPayments.data.differenceCount > 0 ? (
            <SettlementDifferencesTable
              label="Differences in these payments"
              differences={fetchPayments.data.differences}
              emptyMessage="Every payment is as expected."
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
