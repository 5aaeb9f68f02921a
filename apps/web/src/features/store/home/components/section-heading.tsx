import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h2"
      sx={{
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontWeight: 700,
        fontSize: { xs: '1.75rem', md: '2.25rem' },
        textAlign: 'center',
        color: 'primary.main',
        mb: { xs: 3, md: 4 },
      }}
    >
      {children}
    </Typography>
  );
}
