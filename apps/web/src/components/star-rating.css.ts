import { sxStyle } from '../styles/sx-style';

/** A star as large as the rating's type. */
export const star = sxStyle({ fontSize: 'inherit' });
