import { iconButton } from '../../../../components/light-controls.css';
import { sxStyle } from '../../../../styles/sx-style';

export const carousel = sxStyle({
  position: 'relative',
  borderRadius: 3,
  overflow: 'hidden',
  border: '1px solid #eadfd7',
});

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  color: '#2C2C2C',
  boxShadow: 1,
  '&:hover': { bgcolor: '#ffffff' },
} as const;

export const previous = sxStyle(iconButton, arrow, { left: 8 });
export const next = sxStyle(iconButton, arrow, { right: 8 });

export const position = sxStyle({
  position: 'absolute',
  bottom: 8,
  left: '50%',
  transform: 'translateX(-50%)',
  bgcolor: 'rgba(44,44,44,0.75)',
  color: '#ffffff',
  fontSize: '0.8rem',
  px: 1.25,
  py: 0.25,
  borderRadius: 10,
});
