import Chip from '@mui/material/Chip';

/** A status's colours: dark text on a pale tint. */
export interface ChipTint {
  bg: string;
  fg: string;
}

/**
 * A status chip of the back office: dark text on a pale tint per status, so the chips read apart at a
 * glance and every pair passes WCAG AA (MUI's own warning and info chips put white on a colour too
 * light for small text).
 */
export function TintedChip({ label, tint }: { label: string; tint: ChipTint }) {
  return (
    <Chip
      label={label}
      size="small"
      sx={{
        bgcolor: tint.bg,
        color: tint.fg,
        fontWeight: 600,
        border: `1px solid ${tint.fg}33`,
        // A long label ('Waiting for confirmation') wraps in a narrow table column.
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
