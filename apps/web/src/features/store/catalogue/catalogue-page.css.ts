import { displayHeadingSx } from '../../../components/display-type';
import { outlinedButton, startIcon, textButton } from '../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../styles/sx-style';

export const page = sxStyle({
  maxWidth: 1280,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
  py: { xs: 3, md: 5 },
  display: 'grid',
  gap: { xs: 2, sm: 4 },
  gridTemplateColumns: { xs: '1fr', sm: '200px 1fr', md: '240px 1fr' },
  alignItems: 'start',
});

export const heading = sxStyle(typographySx(), { gridColumn: '1 / -1', ...displayHeadingSx });
export const headingCategory = sxStyle({ color: '#2C2C2C', fontSize: '0.6em', ml: 1.5 });

/** Phones get the categories behind a button, wider screens beside the grid. */
export const phoneCategories = sxStyle({
  display: { xs: 'block', sm: 'none' },
  border: '1px solid #eadfd7',
  borderRadius: 2,
  p: 1,
});
export const categoriesButton = sxStyle(textButton, {
  width: '100%',
  justifyContent: 'flex-start',
  color: '#2C2C2C',
});
export const categoriesIcon = sxStyle(startIcon);
export const categoriesMenu = sxStyle({ pt: 1 });

export const sidebar = sxStyle({
  display: { xs: 'none', sm: 'block' },
  position: 'sticky',
  top: 140,
});

export const products = sxStyle({ minWidth: 0 });

export const pages = sxStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  mt: 4,
});
export const pageButton = sxStyle(outlinedButton);
export const pageNumber = sxStyle(typographySx());
