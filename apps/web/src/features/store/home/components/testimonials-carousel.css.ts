import { sxStyle } from '../../../../styles/sx-style';

export const quoteIcon = sxStyle({ color: 'primary.main', fontSize: 36 });

/** A star beyond the rating. */
export const unlitStar = sxStyle({ opacity: 0.25 });
