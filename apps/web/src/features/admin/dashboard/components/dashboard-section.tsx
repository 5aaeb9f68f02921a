import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MUTED_TEXT } from '../../../../lib/theme';
import { AdminPanel } from '../../common/admin-panel';

interface DashboardSectionProps {
  title: string;
  /** What the figures cover, under the title: 'Last 30 days', 'All time'. */
  note?: ReactNode;
  children: ReactNode;
}

/** One panel of the dashboard: a level-2 heading that names the section, a note, the figures. */
export function DashboardSection({ title, note, children }: DashboardSectionProps) {
  return (
    <AdminPanel title={title} titleGap={0} sx={{ minWidth: 0 }}>
      {note ? (
        <Typography
          variant="body2"
          sx={{ color: MUTED_TEXT, mb: 1.5, '& a': { color: 'primary.main', fontWeight: 600 } }}
        >
          {note}
        </Typography>
      ) : null}
      {children}
    </AdminPanel>
  );
}
