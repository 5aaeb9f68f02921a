import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { OrderCounts } from '@shop/domain/schemas/orders-filter.schema';
import { ORDER_VIEWS, statusOfView, type OrderView } from '../order-views';

interface OrderViewFilterProps {
  view: OrderView;
  onChange: (view: OrderView) => void;
  /** The orders of each status under the search and filters; the chips show them once known. */
  counts: OrderCounts | undefined;
}

/** The status chips above the orders table (the Shipping List), each with its count; one is chosen. */
export function OrderViewFilter({ view, onChange, counts }: OrderViewFilterProps) {
  const countOf = (option: OrderView) => {
    if (!counts) return null;
    const status = statusOfView(option);
    return status ? counts.counts[status] : counts.total;
  };
  return (
    <ToggleButtonGroup
      aria-label="Status"
      exclusive
      size="small"
      color="primary"
      value={view}
      onChange={(_event, next: OrderView | null) => {
        if (next) onChange(next);
      }}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        mb: 1.5,
        // Separate pills rather than one joined bar, so the row wraps cleanly on a phone.
        '& .MuiToggleButtonGroup-grouped': {
          m: 0,
          px: 1.5,
          py: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 5,
          whiteSpace: 'nowrap',
          textTransform: 'none',
          '&:not(.Mui-selected)': { bgcolor: 'background.paper' },
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            color: 'primary.contrastText',
          },
        },
      }}
    >
      {ORDER_VIEWS.map(({ view: option, label }) => {
        const count = countOf(option);
        return (
          <ToggleButton key={option} value={option}>
            {label}
            {/* Room for three digits before and after the counts arrive: the chips keep their
                place, and a tap meant for one does not land on its neighbour. */}
            <span
              style={{
                marginLeft: 6,
                fontWeight: 700,
                minWidth: '3ch',
                textAlign: 'left',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {count === null ? null : count.toLocaleString()}
            </span>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
