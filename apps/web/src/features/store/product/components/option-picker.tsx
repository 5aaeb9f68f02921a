import Box from '@mui/material/Box';
import type { OptionValue } from '@shop/domain/variant-choice';
import { MUI_EASING } from '../../../../components/light-controls';
import { RadioDotIcon, RadioRingIcon } from '../../../../components/light-icons';

interface OptionPickerProps {
  /** The option's name as shown ('Colour', 'Size'). */
  label: string;
  /** The radios' group name and the start of their ids ('colour', 'size'). */
  name: string;
  values: readonly OptionValue[];
  value: string;
  onChange: (value: string) => void;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * MUI's FormControlLabel around a Radio (v9, this shop's theme), drawn on plain elements: a native
 * radio, invisible, over the ring and dot. MUI's components brought FormControl, FormControlLabel,
 * RadioGroup and SwitchBase into the product page's first view (4.8 KB gzip, issue 24) for radios the
 * browser draws and answers itself; the arrow keys move between them as before, and a focused radio
 * is ringed as MUI's focus ripple ringed it.
 */
const choiceLook = {
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  verticalAlign: 'middle',
  WebkitTapHighlightColor: 'transparent',
  ml: '-11px',
  mr: 2,
  '&:has(input:disabled)': { cursor: 'default', color: 'text.disabled' },
} as const;

const radioLook = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '9px',
  borderRadius: '50%',
  color: '#6b5a50',
  '&:has(input:checked)': { color: 'primary.main' },
  '&:has(input:disabled)': { color: 'action.disabled' },
  '@media (hover: hover)': {
    '&:hover:has(input:enabled)': { bgcolor: 'rgba(131, 79, 55, 0.04)' },
  },
  '&:has(input:focus-visible)': { bgcolor: 'rgba(107, 90, 80, 0.3)' },
  '&:has(input:checked:focus-visible)': { bgcolor: 'rgba(131, 79, 55, 0.3)' },
  // The dot grows in when checked, as MUI's does.
  '& > svg + svg': {
    position: 'absolute',
    left: 9,
    transform: 'scale(0)',
    transition: `transform 150ms ${MUI_EASING.easeIn} 0ms`,
  },
  '&:has(input:checked) > svg + svg': {
    transform: 'scale(1)',
    transition: `transform 150ms ${MUI_EASING.easeOut} 0ms`,
  },
} as const;

const inputLook = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  m: 0,
  p: 0,
  opacity: 0,
  zIndex: 1,
  cursor: 'inherit',
} as const;

/**
 * An option's radios (spec §2: label capitalised). A sold-out value says so in its label and is
 * disabled, so it cannot be chosen for the cart (issue #27).
 */
export function OptionPicker({ label, name, values, value, onChange }: OptionPickerProps) {
  const labelId = `${name.replace(/\s+/g, '-')}-label`;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <Box
        component="span"
        id={labelId}
        sx={{ typography: 'body1', lineHeight: '1.4375em', fontWeight: 600, color: '#2C2C2C' }}
      >
        {label}
      </Box>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' }}
      >
        {values.map((each) => (
          <Box component="label" key={each.value} sx={choiceLook}>
            <Box component="span" sx={radioLook}>
              <Box
                component="input"
                type="radio"
                name={name}
                value={each.value}
                checked={each.value === value}
                disabled={each.soldOut}
                onChange={() => onChange(each.value)}
                sx={inputLook}
              />
              <RadioRingIcon />
              <RadioDotIcon />
            </Box>
            <Box component="span" sx={{ typography: 'body1' }}>
              {each.soldOut ? `${capitalise(each.value)} (sold out)` : capitalise(each.value)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
