import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SHIPPING_VIEWS, type ShippingView } from '../shipping-views';

interface ShippingViewFilterProps {
  view: ShippingView;
  onChange: (view: ShippingView) => void;
}

/** The row of views above the Shipping table; one is always chosen. */
export function ShippingViewFilter({ view, onChange }: ShippingViewFilterProps) {
  return (
    <ToggleButtonGroup
      aria-label="Status"
      exclusive
      size="small"
      color="primary"
      value={view}
      onChange={(_event, next: ShippingView | null) => {
        if (next) onChange(next);
      }}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        mb: 2,
        // Separate pills rather than one joined bar, so the row wraps cleanly on a phone.
        '& .MuiToggleButtonGroup-grouped': {
          m: 0,
          px: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 5,
          whiteSpace: 'nowrap',
          '&:not(.Mui-selected)': { bgcolor: 'background.paper' },
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            color: 'primary.contrastText',
          },
        },
      }}
    >
      {SHIPPING_VIEWS.map(({ view: option, label }) => (
        <ToggleButton key={option} value={option}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
