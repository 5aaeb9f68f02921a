import { iconButton } from '../../../components/light-controls.css';
import { sxStyle } from '../../../styles/sx-style';

export const link = sxStyle(iconButton, { color: '#2C2C2C' });
export { badge, badgeRoot } from '../../../components/light-controls.css';
