import { containedButton, startIcon, textButton } from '../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../styles/sx-style';

export const page = sxStyle({
  maxWidth: 1280,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
  py: { xs: 2, md: 4 },
});

export const back = sxStyle(textButton, { color: '#2C2C2C', mb: 2 });
export const backIcon = sxStyle(startIcon);

/** MUI's Divider as the plain rule it draws. */
export const divider = sxStyle({
  m: 0,
  my: { xs: 4, md: 6 },
  flexShrink: 0,
  borderWidth: 0,
  borderStyle: 'solid',
  borderColor: 'divider',
  borderBottomWidth: 'thin',
});

export const failed = sxStyle({ py: 10, textAlign: 'center' });
export const failedMessage = sxStyle(typographySx(), { mb: 2 });
export const tryAgain = sxStyle(containedButton);
