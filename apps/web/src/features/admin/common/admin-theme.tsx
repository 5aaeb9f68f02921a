import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../../../lib/theme';

/**
 * The shop's palette makes secondary text white (spec §1), which suits text on the brown storefront
 * but leaves MUI's form labels, helper texts and dialog texts invisible on the back office's white
 * forms. The admin screens keep the palette and read secondary text in a muted dark instead.
 */
const adminTheme = createTheme(theme, {
  palette: { text: { secondary: 'rgba(44, 44, 44, 0.72)' } },
});

export function AdminThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={adminTheme}>{children}</ThemeProvider>;
}
