import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DASHBOARD_PERIOD_KEYS, DASHBOARD_PERIODS, REVENUE_MEANING } from '@shop/domain/dashboard';
import { formatRupees } from '@shop/domain/money';
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { MUTED_TEXT } from '../../../../lib/theme';
import { formatShopDay } from '../shop-dates';

/** Orders and revenue today, over 7 and over 30 days: one card each, and what 'revenue' counts. */
export function PeriodSummary({ periods }: { periods: Dashboard['periods'] }) {
  return (
    <Box component="section" aria-label="Orders and revenue">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {DASHBOARD_PERIOD_KEYS.map((key) => {
          const period = periods[key];
          const { label, days } = DASHBOARD_PERIODS[key];
          return (
            <Paper
              key={key}
              component="article"
              aria-labelledby={`period-${key}`}
              variant="outlined"
              sx={{ p: 2 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'row', sm: 'column' },
                  justifyContent: 'space-between',
                  alignItems: { xs: 'baseline', sm: 'flex-start' },
                  columnGap: 1,
                }}
              >
                <Typography
                  id={`period-${key}`}
                  component="h2"
                  variant="subtitle1"
                  sx={{ fontWeight: 700 }}
                >
                  {label}
                </Typography>
                <Typography variant="caption" sx={{ color: MUTED_TEXT }}>
                  {days === 1 ? 'Since midnight' : `Since ${formatShopDay(period.from)}`}
                </Typography>
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: { xs: 0.5, sm: 1 },
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  alignItems: 'baseline',
                  '& dt': { color: MUTED_TEXT },
                  '& dd': { m: 0, fontWeight: 700, fontSize: '1.35rem', textAlign: 'right' },
                }}
              >
                <dt>Orders</dt>
                <dd>{period.orders}</dd>
                <dt>Revenue</dt>
                <dd>{formatRupees(period.revenue)}</dd>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ color: MUTED_TEXT, mt: 1 }}>
        {REVENUE_MEANING}
      </Typography>
    </Box>
  );
}
