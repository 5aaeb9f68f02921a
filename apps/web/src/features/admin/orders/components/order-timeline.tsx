import Typography from '@mui/material/Typography';
import { eventReasonLabel } from '@shop/domain/order-returns';
import {
  isShopperConfirmation,
  ORDER_STATUS_LABELS,
  SHOPPER_CONFIRMED_LABEL,
} from '@shop/domain/order-status';
import type { OrderEvent } from '@shop/domain/schemas/order.schema';
import { Timeline, TimelineStep } from '../../../../components/timeline';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { OrderTime } from './order-time';

function Move({ event }: { event: OrderEvent }) {
  if (event.from === null) return <>Placed: {ORDER_STATUS_LABELS[event.to]}</>;
  if (isShopperConfirmation(event)) return <>{SHOPPER_CONFIRMED_LABEL}</>;
  return (
    <>
      {ORDER_STATUS_LABELS[event.from]} <span aria-hidden="true">→</span>
      <VisuallyHidden>to</VisuallyHidden> {ORDER_STATUS_LABELS[event.to]}
    </>
  );
}

/** Every change of the order, oldest first: the move, why, the note, when and by whom. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  return (
    <Timeline label="Timeline">
      {events.map((event, index) => (
        // Events never move or go: their place in the list is who they are.
        <TimelineStep key={index}>
          <Typography sx={{ fontWeight: 600 }}>
            <Move event={event} />
          </Typography>
          {event.reason ? (
            <Typography variant="body2">
              Reason: {eventReasonLabel(event.to, event.reason)}
            </Typography>
          ) : null}
          {event.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              Note: {event.note}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <OrderTime at={event.at} /> · by {event.actor}
          </Typography>
        </TimelineStep>
      ))}
    </Timeline>
  );
}
