import { containedButton } from '../../../../components/light-controls.css';
import { sxStyle, typographySx } from '../../../../styles/sx-style';

export const toolbar = sxStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 2,
  mb: 3,
});

export const search = sxStyle({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 1,
  flex: '1 1 260px',
});

/** A control with its label on the line above; `grows` takes the width left on its line. */
export const labelAbove = sxStyle({ display: 'flex', flexDirection: 'column' });
export const grows = sxStyle({ flex: 1 });
export const label = sxStyle({ fontSize: '0.8rem', fontWeight: 600, color: '#5a3222', mb: 0.5 });

/** Native controls, styled: MUI's TextField would add 25 KB to the catalogue's first load. */
const control = {
  font: 'inherit',
  fontSize: '1rem',
  color: '#2C2C2C',
  bgcolor: '#fff',
  border: '1px solid #b9a59a',
  borderRadius: 1,
  px: 1.5,
  height: 40,
  minWidth: 0,
  '&:focus-visible': { outline: '3px solid #834F37', outlineOffset: 1 },
} as const;

export const input = sxStyle(control);
export const select = sxStyle(control, { pr: 1 });
export const submit = sxStyle(containedButton, { height: 40 });
export const total = sxStyle(typographySx(), { color: '#5a3222', pb: 1 });
