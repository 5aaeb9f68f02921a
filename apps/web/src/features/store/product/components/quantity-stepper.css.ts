import { iconButton } from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const label = sxStyle(typographySx(), { fontWeight: 600, mb: 1 });

export const group = sxStyle({ display: 'flex', alignItems: 'center', gap: 1.5 });

export const step = sxStyle(iconButton, {
  border: '1px solid #c9a99a',
  borderRadius: 1,
  color: '#2C2C2C',
  '&:disabled': { color: '#a39a94', borderColor: '#e0d5ce' },
});

export const quantity = sxStyle({
  minWidth: 32,
  textAlign: 'center',
  fontSize: '1.2rem',
  fontWeight: 700,
});

export const warning = sxStyle(typographySx(), { mt: 1, color: '#b3261e', fontWeight: 600 });
