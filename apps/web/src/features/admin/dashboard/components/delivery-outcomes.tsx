import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { returnRate } from '@shop/domain/dashboard';
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { MUTED_TEXT } from '../../../../lib/theme';
import { STATUS_COLOURS } from '../../orders/components/order-status-chip';
import { DashboardSection } from './dashboard-section';
import { FiguresTable } from './figures-table';

const DELIVERED = STATUS_COLOURS.delivered.fg;
const RETURNED = STATUS_COLOURS.returned.fg;
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

function rateText(outcomes: { delivered: number; returned: number }): string {
  const rate = returnRate(outcomes);
  return rate === null ? '—' : percent.format(rate);
}

/** Delivered against returned as one bar split in two: green for delivered, red for returned. */
function SplitBar({ delivered, returned }: { delivered: number; returned: number }) {
  const settled = delivered + returned;
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        height: 10,
        minWidth: 80,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#f1ebe7',
      }}
    >
      {settled > 0 ? (
        <>
          <Box sx={{ width: `${(delivered / settled) * 100}%`, bgcolor: DELIVERED }} />
          <Box sx={{ width: `${(returned / settled) * 100}%`, bgcolor: RETURNED }} />
        </>
      ) : null}
    </Box>
  );
}

/**
 * Cash-on-delivery's risk: orders delivered against orders refused at the door and returned, over the
 * shop's whole history, overall and for the cities with the most of them.
 */
export function DeliveryOutcomes({ outcomes }: { outcomes: Dashboard['outcomes'] }) {
  const { all, byCity } = outcomes;
  return (
    <DashboardSection
      title="Delivered and returned"
      note="All time, overall and by city (the cities with the most orders first)"
    >
      <Typography sx={{ mb: 0.75 }} data-testid="outcomes-overall">
        <Box component="strong" sx={{ color: DELIVERED }}>
          {all.delivered} delivered
        </Box>
        {' · '}
        <Box component="strong" sx={{ color: RETURNED }}>
          {all.returned} returned
        </Box>
        <Box component="span" sx={{ color: MUTED_TEXT }}>
          {' · '}
          {rateText(all)} returned
        </Box>
      </Typography>
      <SplitBar {...all} />
      {byCity.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <FiguresTable
            label="Delivered and returned by city"
            columns={['City', 'Delivered', 'Returned', 'Return rate', 'Share']}
            numeric={[1, 2, 3]}
            wideOnly={[4]}
            rows={byCity.map((city) => ({
              key: city.city.toLowerCase(),
              cells: [
                city.city || '(no city)',
                city.delivered,
                city.returned,
                rateText(city),
                <SplitBar key="bar" delivered={city.delivered} returned={city.returned} />,
              ],
            }))}
          />
        </Box>
      ) : null}
    </DashboardSection>
  );
}
