import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { MUTED_TEXT } from '../../../../lib/theme';

interface DashboardSectionProps {
  title: string;
  /** What the figures cover, under the title: 'Last 30 days', 'All time'. */
  note?: ReactNode;
  children: ReactNode;
}

/** One panel of the dashboard: a level-2 heading that names the section, a note, the figures. */
export function DashboardSection({ title, note, children }: DashboardSectionProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {note ? (
        <Typography
          variant="body2"
          sx={{ color: MUTED_TEXT, mb: 1.5, '& a': { color: 'primary.main', fontWeight: 600 } }}
        >
          {note}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
