import { sxStyle } from '../../../../styles/sx-style';

const noteIcon = { color: 'primary.dark', fontSize: 22, mt: '1px', flexShrink: 0 } as const;

export const icon = sxStyle(noteIcon);
export const whatsAppIcon = sxStyle(noteIcon, { color: '#1c7c3c' });
