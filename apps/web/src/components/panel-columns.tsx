import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** Panels side by side on a wide screen, in the proportions given, one above the other on a phone. */
export function PanelColumns({ widths, children }: { widths: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: widths },
        gap: { xs: 3, md: 4 },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** One of those panels: bordered, with less padding on a phone. */
export function Panel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {children}
    </Paper>
  );
}
