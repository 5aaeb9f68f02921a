import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { OptionValue } from '@shop/domain/variant-choice';

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
 * An option's radios (spec §2: label capitalised). A sold-out value says so in its label and is
 * disabled, so it cannot be chosen for the cart (issue #27).
 */
export function OptionPicker({ label, name, values, value, onChange }: OptionPickerProps) {
  const labelId = `${name.replace(/\s+/g, '-')}-label`;
  return (
    <FormControl>
      <FormLabel
        id={labelId}
        sx={{ fontWeight: 600, color: '#2C2C2C', '&.Mui-focused': { color: '#2C2C2C' } }}
      >
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {values.map((each) => (
          <FormControlLabel
            key={each.value}
            value={each.value}
            disabled={each.soldOut}
            control={<Radio sx={{ color: '#6b5a50' }} />}
            label={each.soldOut ? `${capitalise(each.value)} (sold out)` : capitalise(each.value)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
