import type { OptionValue } from '@shop/domain/variant-choice';
import { RadioDotIcon, RadioRingIcon } from '../../../../components/light-icons';
import * as styles from './option-picker.css';

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

// MUI's FormControlLabel and Radio drawn on plain elements (option-picker.css.ts): MUI's components
// brought FormControl, FormControlLabel, RadioGroup and SwitchBase into the product page's first view
// (4.8 KB gzip, issue 24) for radios the browser draws and answers itself; the arrow keys move
// between them as before.

/**
 * An option's radios (spec §2: label capitalised). A sold-out value says so in its label and is
 * disabled, so it cannot be chosen for the cart (issue #27).
 */
export function OptionPicker({ label, name, values, value, onChange }: OptionPickerProps) {
  const labelId = `${name.replace(/\s+/g, '-')}-label`;
  return (
    <div className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.group}>
        {values.map((each) => (
          <label key={each.value} className={styles.choice}>
            <span className={styles.radio}>
              <input
                type="radio"
                name={name}
                value={each.value}
                checked={each.value === value}
                disabled={each.soldOut}
                onChange={() => onChange(each.value)}
                className={styles.input}
              />
              <RadioRingIcon />
              <RadioDotIcon />
            </span>
            <span className={styles.valueName}>
              {each.soldOut ? `${capitalise(each.value)} (sold out)` : capitalise(each.value)}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
