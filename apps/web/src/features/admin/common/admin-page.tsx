import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';

interface AdminPageProps {
  title: string;
  /** Shown inside the heading after the title, e.g. an order's status. */
  badge?: ReactNode;
  /** Buttons shown beside the heading (e.g. 'Add Coupon'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every back-office screen: a level-1 heading, its actions, the content. */
export function AdminPage({ title, badge, actions, children }: AdminPageProps) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <Box component="section" aria-labelledby="admin-page-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography
          id="admin-page-title"
          variant="h5"
          component="h1"
          sx={{
            fontWeight: 700,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          {title}
          {badge}
        </Typography>
        {actions ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
