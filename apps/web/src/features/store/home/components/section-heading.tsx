import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { displayHeadingSx } from '../../../../components/display-type';

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h2"
      sx={{
        ...displayHeadingSx,
        textAlign: 'center',
        mb: { xs: 3, md: 4 },
      }}
    >
      {children}
    </Typography>
  );
}
