import { iconButtonLook } from '../../../components/light-controls';
import { sxStyle } from '../../../styles/sx-style';

export const list = sxStyle({ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 });
export const dark = sxStyle(iconButtonLook('small'), { color: '#2C2C2C' });
export const light = sxStyle(iconButtonLook('small'), { color: '#ffffff' });
