import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section under its h2, which names it (the product page's Reviews and Related Products). */
export function TitledSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: '1.6rem', mb: 2 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
