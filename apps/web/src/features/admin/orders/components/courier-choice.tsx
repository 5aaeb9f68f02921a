import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { CourierName } from '@shop/domain/couriers';
import type { ConfiguredCouriers } from '@shop/domain/schemas/couriers.schema';

type Configured = ConfiguredCouriers['couriers'];

const LAST_COURIER_KEY = 'shop.admin.lastCourier';

/**
 * The courier a booking starts on: the one staff booked with last, if still set up, else the first
 * set up. Preselected, so booking with the usual courier takes no extra click.
 */
export function startingCourier(configured: Configured): CourierName | null {
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_COURIER_KEY);
  } catch {
    // Storage refused (private mode): start on the first.
  }
  return configured.find((courier) => courier.name === last)?.name ?? configured[0]?.name ?? null;
}

export function rememberCourier(name: CourierName): void {
  try {
    localStorage.setItem(LAST_COURIER_KEY, name);
  } catch {
    // Not remembered: the next booking starts on the first courier.
  }
}

/** Said where a courier would be chosen when none is set up: what to do about it. */
export function NoCourierNote() {
  return (
    <Alert severity="info">
      No courier is set up for this shop. To book parcels from here, give the shop a courier&apos;s
      settings (PostEx: POSTEX_TOKEN; Leopards: LEOPARDS_API_KEY and LEOPARDS_API_PASSWORD; Trax:
      TRAX_API_KEY; see the README&apos;s configuration table) and restart it.
    </Alert>
  );
}

/** The couriers set up, as radio buttons: every choice in sight, one click to change it. */
export function CourierChoice({
  couriers,
  value,
  onChange,
  disabled = false,
}: {
  couriers: Configured;
  value: CourierName | null;
  onChange: (name: CourierName) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>Courier</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as CourierName)}
      >
        {couriers.map((courier) => (
          <FormControlLabel
            key={courier.name}
            value={courier.name}
            control={<Radio />}
            label={courier.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
