import { smallIconButton } from '../../../components/light-controls.css';
import { sxStyle } from '../../../styles/sx-style';

export const form = sxStyle({
  display: 'flex',
  alignItems: 'center',
  border: '1px solid #b9a59a',
  borderRadius: 5,
  bgcolor: '#fff',
  pl: 1.5,
  '&:focus-within': { outline: '3px solid #834F37', outlineOffset: 1 },
});

export const input = sxStyle({
  font: 'inherit',
  fontSize: '0.95rem',
  color: '#2C2C2C',
  border: 0,
  outline: 0,
  bgcolor: 'transparent',
  width: '100%',
  minWidth: 0,
  height: 38,
});

export const submit = sxStyle(smallIconButton, { color: '#834F37' });
