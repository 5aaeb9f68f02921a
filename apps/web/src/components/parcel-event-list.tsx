import Typography from '@mui/material/Typography';
import type { ParcelEventView } from '@shop/domain/schemas/parcel-tracking.schema';
import { formatShopDateTime } from '@shop/domain/shop-time';
import { Timeline, TimelineStep } from './timeline';

/**
 * A courier's events about a parcel (decision 0028), as the shopper's tracking page and the back
 * office's Courier panel both show them: newest first as the API gives them, in the courier's own
 * words, with the place when it gives one and the time in Pakistan, wherever the screen is.
 */
export function ParcelEventList({ events, by }: { events: ParcelEventView[]; by: string }) {
  if (events.length === 0) {
    return <Typography variant="body2">No updates from {by} yet.</Typography>;
  }
  return (
    <Timeline label={`Updates from ${by}`}>
      {events.map((event) => (
        <TimelineStep key={`${event.at}:${event.status}`}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.status}</Typography>
          <Typography variant="body2">
            <time dateTime={event.at}>{formatShopDateTime(new Date(event.at))}</time>
            {event.place ? `, ${event.place}` : ''}
          </Typography>
        </TimelineStep>
      ))}
    </Timeline>
  );
}
