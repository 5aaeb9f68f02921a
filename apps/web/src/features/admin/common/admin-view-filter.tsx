import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface AdminViewFilterProps<View extends string> {
  /** The group's accessible name: 'Status'. */
  label: string;
  views: {
    options: readonly { view: View; label: string }[];
    filtersOf: (view: View) => Record<string, string | null>;
  };
  view: View;
  /** The address parameters of the view chosen. */
  onFilter: (filters: Record<string, string | null>) => void;
}

/** The row of views above a back-office table (a status, or all); one is always chosen. */
export function AdminViewFilter<View extends string>({
  label,
  views,
  view,
  onFilter,
}: AdminViewFilterProps<View>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      exclusive
      size="small"
      color="primary"
      value={view}
      onChange={(_event, next: View | null) => {
        if (next) onFilter(views.filtersOf(next));
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
      {views.options.map(({ view: option, label: optionLabel }) => (
        <ToggleButton key={option} value={option}>
          {optionLabel}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
