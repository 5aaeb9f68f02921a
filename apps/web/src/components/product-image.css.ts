import { sxStyle } from '../styles/sx-style';

export const missingIcon = sxStyle({ fontSize: 48, opacity: 0.7 });
