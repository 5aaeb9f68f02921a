import { sxStyle } from '../styles/sx-style';

const grid = { display: 'grid', gap: { xs: 1.5, sm: 2.5 }, listStyle: 'none', p: 0, m: 0 } as const;

/** The product grid's columns: 2 on phones, 3 on tablets, 4 on wide screens. */
export const productGrid = sxStyle(grid, {
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
});

/**
 * Related products: one row of 4 from a tablet up, and two lines for every title, so the cards drawn
 * after hydration take the place of the server's without moving anything below.
 */
export const relatedGrid = sxStyle(grid, {
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  '& h3': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minHeight: '2.6em',
  },
});
