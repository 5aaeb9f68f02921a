import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface AdminPanelProps {
  title: string;
  /** Space under the title, in spacing units: none where a note follows it. */
  titleGap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A panel of a back-office page: a region named by its level-2 heading, so it can be found by it. */
export function AdminPanel({ title, titleGap = 1.5, sx = [], children }: AdminPanelProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={[{ p: { xs: 2, sm: 2.5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: titleGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
