import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of steps down a line, each marked by a dot: an order's timeline (tracking page, back office). */
export function Timeline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, pl: 2, borderLeft: '2px solid #eadfd7' }}
    >
      {children}
    </Box>
  );
}

export function TimelineStep({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ position: 'relative', pb: 1.5, '&:last-child': { pb: 0 } }}>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          left: -23,
          top: 6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        }}
      />
      {children}
    </Box>
  );
}
