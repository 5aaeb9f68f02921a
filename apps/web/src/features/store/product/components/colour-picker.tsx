import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface ColourPickerProps {
  colours: readonly string[];
  value: string;
  onChange: (colour: string) => void;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The colour radios (spec §2: label capitalised). */
export function ColourPicker({ colours, value, onChange }: ColourPickerProps) {
  return (
    <FormControl>
      <FormLabel
        id="colour-label"
        sx={{ fontWeight: 600, color: '#2C2C2C', '&.Mui-focused': { color: '#2C2C2C' } }}
      >
        Colour
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="colour-label"
        name="colour"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {colours.map((colour) => (
          <FormControlLabel
            key={colour}
            value={colour}
            control={<Radio sx={{ color: '#6b5a50' }} />}
            label={capitalise(colour)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
