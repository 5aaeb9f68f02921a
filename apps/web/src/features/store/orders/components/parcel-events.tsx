import Typography from '@mui/material/Typography';
import { PARCEL_STATE_LABELS } from '@shop/domain/parcel-state';
import type { TrackedOrder } from '@shop/domain/schemas/order.schema';
import { ParcelEventList } from '../../../../components/parcel-event-list';

type Parcel = NonNullable<TrackedOrder['parcel']>;

/** What the courier said about the parcel (decision 0028): where it is, and the courier's events. */
export function ParcelEvents({ parcel, courier }: { parcel: Parcel; courier: string | null }) {
  const by = courier ?? 'the courier';
  return (
    <section aria-labelledby="parcel-events-title">
      <Typography id="parcel-events-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Updates from {by}
      </Typography>
      {parcel.state && (
        <Typography sx={{ mb: 2 }} data-testid="parcel-state">
          {PARCEL_STATE_LABELS[parcel.state]}
        </Typography>
      )}
      <ParcelEventList events={parcel.events} by={by} />
    </section>
  );
}
