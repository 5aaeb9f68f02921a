import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A storefront form: its fields, messages and button one under another, checked by the shop's own
 * rules rather than the browser's (the same messages on every browser, spec §5).
 */
export function StackedForm({
  label,
  labelledBy,
  onSubmit,
  children,
}: {
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      aria-labelledby={labelledBy}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {children}
    </Box>
  );
}
