import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COURIER_LABELS, COURIER_NAMES, type CourierName } from '@shop/domain/couriers';

interface CourierSelectProps<Value extends CourierName | ''> {
  value: Value;
  onChange: (courier: Value) => void;
  /** The choice of no courier in particular, as a filter offers ('All couriers'). */
  anyLabel?: string;
  size?: 'small' | 'medium';
}

/** A select of every courier the shop knows, by its label; one list for the upload and the filter. */
export function CourierSelect<Value extends CourierName | ''>({
  value,
  onChange,
  anyLabel,
  size,
}: CourierSelectProps<Value>) {
  return (
    <TextField
      select
      size={size}
      label="Courier"
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      slotProps={
        anyLabel === undefined
          ? undefined
          : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
      sx={{ minWidth: 160 }}
    >
      {anyLabel === undefined ? null : <MenuItem value="">{anyLabel}</MenuItem>}
      {COURIER_NAMES.map((name) => (
        <MenuItem key={name} value={name}>
          {COURIER_LABELS[name]}
        </MenuItem>
      ))}
    </TextField>
  );
}
