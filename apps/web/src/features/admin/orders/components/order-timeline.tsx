import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CANCEL_REASON_LABELS, ORDER_STATUS_LABELS } from '@shop/domain/order-status';
import type { OrderEvent } from '@shop/domain/schemas/order.schema';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { OrderTime } from './order-time';

function Move({ event }: { event: OrderEvent }) {
  if (event.from === null) return <>Placed: {ORDER_STATUS_LABELS[event.to]}</>;
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
    <Box
      component="ol"
      aria-label="Timeline"
      sx={{ listStyle: 'none', m: 0, p: 0, pl: 2, borderLeft: '2px solid #eadfd7' }}
    >
      {events.map((event, index) => (
        <Box
          component="li"
          // Events never move or go: their place in the list is who they are.
          key={index}
          sx={{ position: 'relative', pb: 1.5, '&:last-child': { pb: 0 } }}
        >
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: -23,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
          <Typography sx={{ fontWeight: 600 }}>
            <Move event={event} />
          </Typography>
          {event.reason ? (
            <Typography variant="body2">Reason: {CANCEL_REASON_LABELS[event.reason]}</Typography>
          ) : null}
          {event.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              Note: {event.note}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <OrderTime at={event.at} /> · by {event.actor}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
