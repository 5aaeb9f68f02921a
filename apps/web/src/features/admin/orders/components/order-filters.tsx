import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { OrdersFilterFields } from '../order-views';

interface OrderFiltersProps {
  fields: OrdersFilterFields;
  /** Sets the address parameters (null removes one); each choice is its own history entry. */
  onChange: (next: Record<string, string | null>) => void;
}

/** A text filter written to the address when the field is left or Enter is pressed, not per key. */
function TextFilter({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: OrderFiltersProps['onChange'];
}) {
  const [typed, setTyped] = useState(value);
  const commit = () => {
    if (typed.trim() !== value) onChange({ [name]: typed.trim() || null });
  };
  return (
    <TextField
      size="small"
      label={label}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      sx={{ width: { xs: '100%', sm: 120 } }}
    />
  );
}

/**
 * The Shipping List's filters beside the status chips (issue #26): the days placed, the city and the
 * courier, all kept in the address so a view can be bookmarked and Back undoes a choice.
 */
export function OrderFilters({ fields, onChange }: OrderFiltersProps) {
  const any = Boolean(fields.city || fields.courier || fields.from || fields.to);
  const day = (label: string, name: 'from' | 'to') => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={fields[name]}
      onChange={(event) => onChange({ [name]: event.target.value || null })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 140 } }}
    />
  );
  // Keyed by the address's value: Back or a cleared filter shows it again.
  const text = (label: string, name: 'city' | 'courier') => (
    <TextFilter
      key={`${name}-${fields[name]}`}
      label={label}
      name={name}
      value={fields[name]}
      onChange={onChange}
    />
  );
  return (
    <Stack
      role="group"
      aria-label="Filters"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {day('Placed from', 'from')}
      {day('Placed until', 'to')}
      {text('City', 'city')}
      {text('Courier', 'courier')}
      {any ? (
        <IconButton
          size="small"
          aria-label="Clear filters"
          title="Clear filters"
          onClick={() => onChange({ from: null, to: null, city: null, courier: null })}
        >
          <FilterAltOffIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Stack>
  );
}
