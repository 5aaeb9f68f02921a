import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { muiRegister } from '../../common/mui-register';
import type { ProductForm } from '../product-form.schema';

interface AddOnsFieldProps {
  form: ProductForm;
}

/** Optional extras sold with the product (a gift box, engraving), each a name and a price in PKR. */
export function AddOnsField({ form }: AddOnsFieldProps) {
  const { control, register } = form;
  const { errors, isSubmitting: disabled } = form.formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'addOns' });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Add-ons
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors.addOns?.[index];
          return (
            <Stack
              key={field.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
            >
              <TextField
                {...muiRegister(register(`addOns.${index}.key`))}
                label={`Add-on ${number} name`}
                size="small"
                disabled={disabled}
                error={Boolean(rowErrors?.key)}
                helperText={rowErrors?.key?.message}
                sx={{ flex: 2 }}
              />
              <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
                <TextField
                  {...muiRegister(register(`addOns.${index}.price`))}
                  label={`Add-on ${number} price (PKR)`}
                  type="number"
                  size="small"
                  fullWidth
                  disabled={disabled}
                  error={Boolean(rowErrors?.price)}
                  helperText={rowErrors?.price?.message}
                  slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
                />
                <IconButton
                  aria-label={`Remove add-on ${number}`}
                  onClick={() => remove(index)}
                  disabled={disabled}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      {fields.length === 0 ? <Typography variant="body2">No add-ons.</Typography> : null}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => append({ key: '', price: '' })}
        disabled={disabled}
        sx={{ mt: 1.5 }}
      >
        Add Add-on
      </Button>
    </Box>
  );
}
