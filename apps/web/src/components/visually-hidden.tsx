import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text for screen readers only (e.g. 'Original price' before a struck-through amount, or a section's
 * heading that the page's layout makes plain to the eye).
 */
export function VisuallyHidden({
  children,
  component = 'span',
  id,
}: {
  children: ReactNode;
  component?: 'span' | 'h2';
  id?: string;
}) {
  return (
    <Box
      component={component}
      id={id}
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
