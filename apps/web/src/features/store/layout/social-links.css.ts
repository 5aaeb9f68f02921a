import { smallIconButton } from '../../../components/light-controls.css';
import { sxStyle } from '../../../styles/sx-style';

export const list = sxStyle({ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 });
export const dark = sxStyle(smallIconButton, { color: '#2C2C2C' });
export const light = sxStyle(smallIconButton, { color: '#ffffff' });
