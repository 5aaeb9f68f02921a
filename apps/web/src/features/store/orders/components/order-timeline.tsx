import Typography from '@mui/material/Typography';
import { eventReasonLabel } from '@shop/domain/order-returns';
import { isShopperConfirmation, ORDER_STATUS_LABELS } from '@shop/domain/order-status';
import type { TrackedOrder } from '@shop/domain/schemas/order.schema';
import { Timeline, TimelineStep } from '../../../../components/timeline';

type TrackedEvent = TrackedOrder['events'][number];

const BY: Record<TrackedEvent['by'], string> = {
  shopper: 'by you',
  shop: 'by the shop',
  system: 'automatically',
};

const when = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short' });

function describe(event: TrackedEvent): string {
  if (event.from === null) return 'Order placed';
  if (isShopperConfirmation(event)) return 'Confirmed';
  const reason = event.reason ? ` (${eventReasonLabel(event.to, event.reason).toLowerCase()})` : '';
  return `${ORDER_STATUS_LABELS[event.to]}${reason}`;
}

/** What happened to the order, oldest first: the step, who took it, when. */
export function OrderTimeline({ events }: { events: TrackedOrder['events'] }) {
  return (
    <Timeline label="Timeline">
      {events.map((event) => (
        <TimelineStep key={`${event.at}:${event.to}`}>
          <Typography sx={{ fontWeight: 600 }}>{describe(event)}</Typography>
          <Typography variant="body2">
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time>, {BY[event.by]}
          </Typography>
        </TimelineStep>
      ))}
    </Timeline>
  );
}
