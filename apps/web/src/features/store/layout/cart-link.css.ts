import { badgeLook, badgeRootLook, iconButtonLook } from '../../../components/light-controls';
import { sxStyle } from '../../../styles/sx-style';

export const link = sxStyle(iconButtonLook(), { color: '#2C2C2C' });
export const badgeRoot = sxStyle(badgeRootLook);
export const badge = sxStyle(badgeLook);
