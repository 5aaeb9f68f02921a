import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. 'Original price' before a struck-through amount). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // Strings: MUI reads a bare 1 as 100%.
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
