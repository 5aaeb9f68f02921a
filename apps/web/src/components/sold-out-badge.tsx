import Box from '@mui/material/Box';

/**
 * "Sold out" over a card's picture (issue #26). Placed absolutely in the card's corner, so a card
 * with it is exactly the size of one without (no shift in the grid); read after the card's price.
 */
export function SoldOutBadge() {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'rgba(44, 44, 44, 0.88)',
        color: '#ffffff',
        fontSize: '0.8rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
        pointerEvents: 'none',
      }}
    >
      Sold out
    </Box>
  );
}
