import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shop/domain/money';
import type { DashboardDay } from '@shop/domain/schemas/dashboard.schema';
import { MUTED_TEXT } from '../../../../lib/theme';
import { formatDay, formatLongDay } from '../shop-dates';
import { DashboardSection } from './dashboard-section';
import { FiguresTable } from './figures-table';

const CHART_HEIGHT_PX = 160;
/** A date under every this many bars, counted back from today's. */
const LABEL_EVERY = 7;

const ordersText = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

function summary(days: DashboardDay[]): string {
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  if (total === 0) return `No orders in the last ${days.length} days.`;
  const busiest = days.reduce((best, day) => (day.orders > best.orders ? day : best));
  return `${ordersText(total)} in the last ${days.length} days; the most on ${formatLongDay(busiest.date)}: ${busiest.orders}.`;
}

/**
 * Orders per day over the last 30 days as bars, today's last. The bars are one picture to assistive
 * technology (its name sums it up); the figures themselves are in the table under 'Show the figures'.
 */
export function OrdersPerDayChart({ days }: { days: DashboardDay[] }) {
  const max = Math.max(1, ...days.map((day) => day.orders));
  const columns = { display: 'grid', gridTemplateColumns: `repeat(${days.length}, 1fr)` };
  return (
    <DashboardSection title="Orders per day" note={`Last ${days.length} days, Pakistan time`}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            height: CHART_HEIGHT_PX,
            color: MUTED_TEXT,
            fontSize: 12,
            textAlign: 'right',
            minWidth: 16,
          }}
        >
          <span>{max}</span>
          <span>0</span>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            role="img"
            aria-label={`Bar chart of orders per day. ${summary(days)}`}
            data-testid="orders-per-day-chart"
            sx={{
              ...columns,
              alignItems: 'end',
              columnGap: '2px',
              height: CHART_HEIGHT_PX,
              borderBottom: '1px solid #8c8c8c',
              borderTop: '1px dashed #d9d9d9',
            }}
          >
            {days.map((day) => (
              <Box
                key={day.date}
                title={`${formatLongDay(day.date)}: ${ordersText(day.orders)}, ${formatRupees(day.revenue)}`}
                sx={{
                  height: `${(day.orders / max) * 100}%`,
                  minHeight: day.orders > 0 ? 2 : 0,
                  bgcolor: 'primary.main',
                  borderRadius: '2px 2px 0 0',
                }}
              />
            ))}
          </Box>
          <Box aria-hidden sx={{ ...columns, mt: 0.5, color: MUTED_TEXT, fontSize: 12 }}>
            {days.map((day, index) =>
              (days.length - 1 - index) % LABEL_EVERY === 0 ? (
                <Box
                  key={day.date}
                  sx={{ gridColumn: index + 1, justifySelf: 'center', whiteSpace: 'nowrap' }}
                >
                  {formatDay(day.date)}
                </Box>
              ) : null,
            )}
          </Box>
        </Box>
      </Box>
      <Box
        component="details"
        sx={{ mt: 2, '& > summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600 } }}
      >
        <Typography component="summary" variant="body2">
          Show the figures
        </Typography>
        <FiguresTable
          label="Orders per day"
          columns={['Day', 'Orders', 'Revenue']}
          numeric={[1, 2]}
          rows={days.map((day) => ({
            key: day.date,
            cells: [formatLongDay(day.date), day.orders, formatRupees(day.revenue)],
          }))}
        />
      </Box>
    </DashboardSection>
  );
}
