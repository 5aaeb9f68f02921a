/**
 * The looks of light-controls.ts as classes, written once in the stylesheet; a part's own class adds
 * to one (`sxStyle(textButton, { color: … })`).
 */
import { sxStyle } from '../styles/sx-style';
import {
  badgeLook,
  badgeRootLook,
  buttonLook,
  buttonStartIconLook,
  iconButtonLook,
} from './light-controls';

export const textButton = sxStyle(buttonLook('text'));
export const smallTextButton = sxStyle(buttonLook('text', 'small'));
export const containedButton = sxStyle(buttonLook('contained'));
export const largeContainedButton = sxStyle(buttonLook('contained', 'large'));
export const outlinedButton = sxStyle(buttonLook('outlined'));
export const largeOutlinedButton = sxStyle(buttonLook('outlined', 'large'));
export const startIcon = sxStyle(buttonStartIconLook());
export const largeStartIcon = sxStyle(buttonStartIconLook('large'));
export const iconButton = sxStyle(iconButtonLook());
export const smallIconButton = sxStyle(iconButtonLook('small'));
export const badgeRoot = sxStyle(badgeRootLook);
export const badge = sxStyle(badgeLook);
