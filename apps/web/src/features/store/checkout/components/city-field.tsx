import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { findCity, rankCities } from '@shop/domain/cities';
import { CITY_SUGGESTIONS_MAX } from '@shop/domain/schemas/cities.schema';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { queryKeys } from '../../../../lib/query-keys';
import { getCities } from '../api/get-cities';

interface CityFieldProps {
  id: string;
  value: string;
  onChange: (city: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
}

/**
 * The checkout's City (issue #28): a type-ahead over the shop's cities that forgives spelling ('lhr',
 * 'faislabad'), tapped on a phone or chosen with the arrow keys and Enter (the ARIA combobox pattern).
 * A city not on the list is still taken as typed; the note says staff will check it when they call,
 * and the order is flagged for them.
 */
export function CityField({ id, value, onChange, onBlur, inputRef, error }: CityFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Asked for when the shopper first reaches the field, kept for the visit.
  const [wanted, setWanted] = useState(false);
  const { data: cities = [] } = useQuery({
    queryKey: queryKeys.cities.all,
    queryFn: getCities,
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
  });
  const known = findCity(cities, value);
  const suggestions =
    open && value.trim() !== '' && !(known && known.name === value)
      ? rankCities(cities, value, CITY_SUGGESTIONS_MAX)
      : [];
  const showList = suggestions.length > 0;

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % Math.max(suggestions.length, 1));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      // Enter picks the city shown as chosen; it does not send the form.
      event.preventDefault();
      choose(suggestions[active]?.name ?? value);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  };

  // Not an error: a place the list lacks is delivered to after a call.
  const note =
    error ??
    (!open && value.trim() !== '' && cities.length > 0 && !known
      ? 'Not on our list: we will check this city when we call to confirm your order.'
      : known && known.name !== value
        ? `${known.name}, ${known.province}`
        : undefined);

  return (
    <div style={{ position: 'relative' }}>
      <TextField
        id={id}
        label="City"
        value={value}
        required
        fullWidth
        autoComplete="address-level2"
        error={Boolean(error)}
        helperText={note}
        inputRef={inputRef}
        onFocus={() => setWanted(true)}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => {
          setOpen(false);
          // Left with a spelling the list knows whole ('lhr'): the city's own name is kept.
          if (known && known.name !== value) onChange(known.name);
          onBlur();
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': listId,
            'aria-activedescendant': showList && active >= 0 ? `${listId}-${active}` : undefined,
          },
        }}
      />
      <Paper
        component="ul"
        id={listId}
        role="listbox"
        aria-label="Cities"
        elevation={4}
        hidden={!showList}
        sx={{
          position: 'absolute',
          zIndex: 2,
          left: 0,
          right: 0,
          top: 56,
          m: 0,
          p: 0,
          listStyle: 'none',
          maxHeight: 320,
          overflowY: 'auto',
        }}
      >
        {suggestions.map((city, index) => (
          <li
            key={city.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on press, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city.name);
            }}
            style={{
              padding: '12px 16px',
              cursor: 'pointer',
              background: index === active ? 'rgba(0, 0, 0, 0.08)' : undefined,
            }}
          >
            {city.name}
            <span style={{ opacity: 0.6, marginLeft: 8, fontSize: '0.875em' }}>
              {city.province}
            </span>
          </li>
        ))}
      </Paper>
    </div>
  );
}
