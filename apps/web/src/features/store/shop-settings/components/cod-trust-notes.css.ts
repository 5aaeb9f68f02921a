import { sxStyle } from '../../../../styles/sx-style';

export const notes = sxStyle({
  listStyle: 'none',
  m: 0,
  p: 2,
  display: 'grid',
  gap: 1.25,
  border: '1px solid #eadfd7',
  borderRadius: 2,
  bgcolor: '#fbf7f4',
  fontSize: '0.95rem',
});

export const note = sxStyle({
  display: 'flex',
  gap: 1.25,
  alignItems: 'flex-start',
  lineHeight: 1.5,
});

const noteIcon = { color: 'primary.dark', fontSize: 22, mt: '1px', flexShrink: 0 } as const;
export const icon = sxStyle(noteIcon);
export const whatsAppIcon = sxStyle(noteIcon, { color: '#1c7c3c' });

export const lines = sxStyle({ whiteSpace: 'pre-line' });
export const whatsAppLink = sxStyle({ color: '#17693a', fontWeight: 700 });
