/**
 * The catalogue's icons, drawn as light icons (components/light-icons.tsx) to keep SvgIcon out of the
 * page's first view, and kept in the page's own code. The paths are @mui/icons-material's (v9).
 */
import { lightIcon } from '../../../components/light-icons';

export const FilterListIcon = lightIcon('M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z');
export const ExpandLessIcon = lightIcon('m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z');
export const ExpandMoreIcon = lightIcon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
