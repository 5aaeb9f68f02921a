import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FREE_SHIPPING_MESSAGE } from '@shop/domain/constants';

/** The header's top strip (spec §2 'Header and navigation'). */
export function TopStrip() {
  return (
    <Box
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 0.75, textAlign: 'center' }}
    >
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, letterSpacing: 0.5 }}>
        {FREE_SHIPPING_MESSAGE}
      </Typography>
    </Box>
  );
}
