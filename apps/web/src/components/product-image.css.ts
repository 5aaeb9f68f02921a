import { sxStyle } from '../styles/sx-style';

/** The frame; its aspect ratio is the caller's, set on the element. */
export const frame = sxStyle({
  width: '100%',
  overflow: 'hidden',
  bgcolor: '#f7efe9',
  position: 'relative',
});

export const placeholder = sxStyle({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  color: 'primary.main',
});

export const missingIcon = sxStyle({ fontSize: 48, opacity: 0.7 });
export const missingText = sxStyle({ fontSize: '0.8rem', color: '#6b4a3a' });

const image = { display: 'block', width: '100%', height: '100%' } as const;
export const cover = sxStyle(image, { objectFit: 'cover' });
export const contain = sxStyle(image, { objectFit: 'contain' });
