import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The spec's 'Loading...' with a spinner, announced politely to screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
