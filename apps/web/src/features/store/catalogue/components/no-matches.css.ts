import { containedButton } from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const message = sxStyle(typographySx(), { py: 6, textAlign: 'center', fontSize: '1.1rem' });
export const elsewhere = sxStyle({ py: 6, textAlign: 'center' });
export const elsewhereMessage = sxStyle(typographySx(), { fontSize: '1.1rem', mb: 2 });
export const wholeShop = sxStyle(containedButton);
