import AddIcon from '@mui/icons-material/Add';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { COLOUR_OPTION, OPTIONS_MAX, optionKey } from '@shop/domain/variants';
import type { ProductForm } from '../product-form.schema';
import { syncVariantRows, uniqueValues, type OptionValues } from '../variant-rows';

interface OptionsFieldProps {
  form: ProductForm;
}

/** The options with the one at `index` swapped with the one before it. */
function moveUp(options: readonly OptionValues[], index: number): OptionValues[] {
  const moved = [...options];
  const [option] = moved.splice(index, 1);
  if (option) moved.splice(index - 1, 0, option);
  return moved;
}

/** The names offered first; the owner may name another ('Chain length'). */
const SIZE_OPTION = 'Size';

/**
 * The options a product's variants differ by (at most three), each with its values typed as chips:
 * Colour: Red, Green; Size: 2.4, 2.6. Every change rebuilds the variant grid, keeping its rows.
 */
export function OptionsField({ form }: OptionsFieldProps) {
  const { control, setValue, getValues } = form;
  const { errors, isSubmitting: disabled } = form.formState;
  const options = useWatch({ control, name: 'options' });
  const taken = new Set(options.map((option) => optionKey(option.name)));

  const change = (next: OptionValues[]) => {
    setValue('options', next, { shouldDirty: true });
    setValue('variants', syncVariantRows(next, getValues().variants), { shouldDirty: true });
  };
  const update = (index: number, patch: Partial<OptionValues>) =>
    change(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));
  const add = (name: string) => {
    // Colours start from the images' colours, which the shop already sold by (decision 0024).
    const values =
      name === COLOUR_OPTION ? uniqueValues(getValues().images.map((image) => image.color)) : [];
    change([...options, { name, values }]);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Options
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {options.length === 0
          ? 'Without options the product has one stock, sold in the colours of its images.'
          : 'Each combination of values is a variant with its own stock. Pictures follow the Colour, or the first option when there is no Colour.'}
      </Typography>
      <Stack spacing={1.5}>
        {options.map((option, index) => {
          const number = index + 1;
          const optionErrors = errors.options?.[index];
          const label = option.name.trim() || `Option ${number}`;
          return (
            <Paper key={`${index}-${option.name}`} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                  label={`Option ${number} name`}
                  defaultValue={option.name}
                  size="small"
                  disabled={disabled}
                  // Renamed on leaving the field, so the grid is not rebuilt for every letter.
                  onBlur={(event) => {
                    if (event.target.value !== option.name)
                      update(index, { name: event.target.value });
                  }}
                  error={Boolean(optionErrors?.name)}
                  helperText={optionErrors?.name?.message}
                  sx={{ width: { sm: 180 }, flexShrink: 0 }}
                />
                <Autocomplete
                  multiple
                  freeSolo
                  // A value typed but not yet entered is kept when the field is left.
                  autoSelect
                  fullWidth
                  options={[]}
                  value={option.values}
                  disabled={disabled}
                  onChange={(_, values) => update(index, { values: uniqueValues(values) })}
                  renderValue={(values, getItemProps) =>
                    values.map((value, at) => {
                      const { key, ...itemProps } = getItemProps({ index: at });
                      return <Chip key={key} size="small" label={value} {...itemProps} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={`${label} values`}
                      size="small"
                      placeholder="Type a value, then Enter"
                      error={Boolean(optionErrors?.values)}
                      helperText={optionErrors?.values?.message}
                    />
                  )}
                />
                <Stack
                  direction="row"
                  sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, flexShrink: 0 }}
                >
                  {index > 0 ? (
                    // The first option owns the pictures when there is no Colour (decision 0034).
                    <IconButton
                      aria-label={`Move option ${label} up`}
                      onClick={() => change(moveUp(options, index))}
                      disabled={disabled}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                  ) : null}
                  <IconButton
                    aria-label={`Remove option ${label}`}
                    onClick={() => change(options.filter((_, at) => at !== index))}
                    disabled={disabled}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {errors.options?.message ? (
        <FormHelperText error>{errors.options.message}</FormHelperText>
      ) : null}
      {options.length < OPTIONS_MAX ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {[COLOUR_OPTION, SIZE_OPTION]
            .filter((name) => !taken.has(optionKey(name)))
            .map((name) => (
              <Button
                key={name}
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => add(name)}
                disabled={disabled}
              >
                Add {name}
              </Button>
            ))}
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => add('')}
            disabled={disabled}
          >
            Add another option
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
