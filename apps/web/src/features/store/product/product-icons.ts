/**
 * The product page's icons, drawn as light icons (components/light-icons.tsx) to keep SvgIcon out of
 * the page's first view. Kept apart from the header's icons, which every page loads: a page's own
 * icons stay in its own code. The paths are @mui/icons-material's (v9).
 */
import { lightIcon } from '../../../components/light-icons';

export const AddIcon = lightIcon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
export const RemoveIcon = lightIcon('M19 13H5v-2h14z');
export const ArrowBackIcon = lightIcon('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z');
export const ChevronLeftIcon = lightIcon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const ChevronRightIcon = lightIcon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
