import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_PERIOD_KEYS,
  DASHBOARD_PERIODS,
  type DashboardPeriodKey,
} from '@shop/domain/dashboard';
import { formatRupees } from '@shop/domain/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shop/domain/order-status';
import type { Dashboard } from '@shop/domain/schemas/dashboard.schema';
import { useState } from 'react';
import { MUTED_TEXT } from '../../../../lib/theme';
import { STATUS_COLOURS } from '../../orders/components/order-status-chip';
import { DashboardSection } from './dashboard-section';
import { InlineBar } from './figures-table';

/**
 * A period's orders by status, as bars in the status chips' colours; each bar's count and amount are
 * written beside it, so the bars themselves are hidden from assistive technology.
 */
export function StatusBreakdown({ periods }: { periods: Dashboard['periods'] }) {
  const [periodKey, setPeriodKey] = useState<DashboardPeriodKey>('last30Days');
  const period = periods[periodKey];
  const max = Math.max(1, ...ORDER_STATUSES.map((status) => period.byStatus[status].orders));
  return (
    <DashboardSection title="Orders by status" note="By the status each order has now">
      <ToggleButtonGroup
        value={periodKey}
        exclusive
        size="small"
        aria-label="Period"
        onChange={(_event, value: DashboardPeriodKey | null) => {
          if (value) setPeriodKey(value);
        }}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {DASHBOARD_PERIOD_KEYS.map((key) => (
          <ToggleButton key={key} value={key}>
            {DASHBOARD_PERIODS[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="ul"
        aria-label={`Orders by status, ${DASHBOARD_PERIODS[periodKey].label.toLowerCase()}`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
      >
        {ORDER_STATUSES.map((status) => {
          const { orders, total } = period.byStatus[status];
          return (
            <Box component="li" key={status}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ORDER_STATUS_LABELS[status]}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {orders}
                  <Box component="span" sx={{ color: MUTED_TEXT }}>
                    {' · '}
                    {formatRupees(total)}
                  </Box>
                </Typography>
              </Box>
              <InlineBar share={orders / max} colour={STATUS_COLOURS[status].fg} />
            </Box>
          );
        })}
      </Box>
    </DashboardSection>
  );
}
