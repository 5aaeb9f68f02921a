import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CANCEL_REASON_LABELS, ORDER_STATUS_LABELS } from '@shop/domain/order-status';
import type { TrackedOrder } from '@shop/domain/schemas/order.schema';

type TrackedEvent = TrackedOrder['events'][number];

const BY: Record<TrackedEvent['by'], string> = {
  shopper: 'by you',
  shop: 'by the shop',
  system: 'automatically',
};

const when = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short' });

function describe(event: TrackedEvent): string {
  if (event.from === null) return 'Order placed';
  const reason = event.reason ? ` (${CANCEL_REASON_LABELS[event.reason].toLowerCase()})` : '';
  return `${ORDER_STATUS_LABELS[event.to]}${reason}`;
}

/** What happened to the order, oldest first: the step, who took it, when. */
export function OrderTimeline({ events }: { events: TrackedOrder['events'] }) {
  return (
    <Box
      component="ol"
      aria-label="Timeline"
      sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: '2px solid #eadfd7', pl: 2 }}
    >
      {events.map((event) => (
        <Box component="li" key={`${event.at}:${event.to}`} sx={{ position: 'relative', pb: 1.5 }}>
          <Box
            aria-hidden
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
          <Typography sx={{ fontWeight: 600 }}>{describe(event)}</Typography>
          <Typography variant="body2">
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time>, {BY[event.by]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
