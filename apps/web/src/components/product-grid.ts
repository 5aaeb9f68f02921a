/** The product grid's columns: 2 on phones, 3 on tablets, 4 on wide screens. */
export const productGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** How wide a card's image is shown in that grid (the page is at most 1200 px wide). */
export const PRODUCT_GRID_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 33vw, 50vw';
