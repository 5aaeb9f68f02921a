import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { City } from '@shop/domain/cities';
import { COD_FEE_MAX_BASIS_POINTS, type CodFeeKind } from '@shop/domain/cod-rules';
import {
  codRulesBodySchema,
  NO_COD_CITIES_MAX,
  type CodRulesBody,
  type CodRulesForm,
  type CodRulesWire,
} from '@shop/domain/schemas/cod-rules.schema';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { LoadingState } from '../../../../components/loading-state';
import { MUTED_TEXT } from '../../../../lib/theme';
import { useAdminForm } from '../../common/use-admin-form';
import { useAdminCodRules, useSaveCodRules, useShopCities } from '../api/cod-rules';
import { SettingsSaveRow, useSettingsSubmit } from './settings-save';

const FIELDS = [
  'maxOrderTotal',
  'feeKind',
  'feeAmount',
  'feePercent',
  'feeCap',
  'noCodCityIds',
  'requireHouseNumber',
] as const;

const FEE_KINDS: { value: CodFeeKind; label: string }[] = [
  { value: 'none', label: 'No fee' },
  { value: 'fixed', label: 'A fixed amount' },
  { value: 'percent', label: 'A percentage' },
];

/** The saved rules as the form's text fields hold them: an empty box is "none". */
function formValues(saved: CodRulesWire): CodRulesForm {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    maxOrderTotal: text(saved.maxOrderTotal),
    feeKind: saved.feeKind,
    feeAmount: text(saved.feeAmount),
    feePercent: text(saved.feePercent),
    feeCap: text(saved.feeCap),
    noCodCityIds: saved.noCodCityIds,
    requireHouseNumber: saved.requireHouseNumber,
  };
}

/** A text adornment ('PKR', '%') is drawn in text.secondary, the theme's white: grey here. */
const MUTED_ADORNMENT = { '& p': { color: MUTED_TEXT } };

const rupees = {
  startAdornment: (
    <InputAdornment position="start" sx={MUTED_ADORNMENT}>
      PKR
    </InputAdornment>
  ),
};

/**
 * The Shop settings screen's "Cash on delivery" card (issue #29, decision 0030): the most an order may
 * be, the fee, the cities without cash on delivery and the address check. A save applies to the next
 * checkout; orders already placed keep their totals.
 */
export function CodRulesCard() {
  const rules = useAdminCodRules();
  const cities = useShopCities();
  return (
    <Paper
      component="section"
      aria-labelledby="cod-rules-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mt: 3 }}
    >
      <Typography id="cod-rules-heading" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Cash on delivery
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: MUTED_TEXT }}>
        Checked at checkout and again when the order is placed. The cash to collect is always whole
        rupees, rounded down in the shopper&apos;s favour.
      </Typography>
      {rules.data ? (
        <CodRulesForm saved={rules.data} cities={cities.data ?? []} />
      ) : rules.isError ? (
        <Alert severity="error">The cash-on-delivery rules could not be loaded.</Alert>
      ) : (
        <LoadingState />
      )}
    </Paper>
  );
}

function CodRulesForm({ saved, cities }: { saved: CodRulesWire; cities: City[] }) {
  const save = useSaveCodRules();
  const { form, field } = useAdminForm<CodRulesForm, CodRulesBody>(codRulesBodySchema, {
    defaultValues: formValues(saved),
    mode: 'onSubmit',
  });
  const { control, reset } = form;
  useEffect(() => reset(formValues(saved)), [saved, reset]);
  const feeKind = useWatch({ control, name: 'feeKind' }) as CodFeeKind;
  const byId = new Map(cities.map((city) => [city.id, city]));

  const { outcome, onSubmit } = useSettingsSubmit({
    form,
    save: save.mutateAsync,
    fields: FIELDS,
    savedMessage: 'Saved. The next checkout uses these rules.',
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TextField
        {...field(
          'maxOrderTotal',
          'The largest order a shopper may pay in cash on delivery. Empty: no limit.',
        )}
        id="cod-maxOrderTotal"
        label="Most for cash on delivery"
        inputMode="decimal"
        slotProps={{ inputLabel: { shrink: true }, input: rupees }}
      />

      <Controller
        control={control}
        name="feeKind"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="cod-fee-kind-label">COD fee</FormLabel>
            <RadioGroup
              row
              aria-labelledby="cod-fee-kind-label"
              name={field.name}
              value={field.value as string}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {FEE_KINDS.map((kind) => (
                <FormControlLabel
                  key={kind.value}
                  value={kind.value}
                  control={<Radio />}
                  label={kind.label}
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {feeKind === 'fixed' && (
        <TextField
          {...field('feeAmount', 'Added to every order, shown at checkout.')}
          id="cod-feeAmount"
          label="Fixed fee"
          inputMode="decimal"
          slotProps={{ inputLabel: { shrink: true }, input: rupees }}
        />
      )}
      {feeKind === 'percent' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field(
              'feePercent',
              `Of the goods and delivery, up to ${COD_FEE_MAX_BASIS_POINTS / 100}%.`,
            )}
            id="cod-feePercent"
            label="Fee percentage"
            inputMode="decimal"
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end" sx={MUTED_ADORNMENT}>
                    %
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            {...field('feeCap', 'The most the fee may be. Empty: no cap.')}
            id="cod-feeCap"
            label="Fee cap"
            inputMode="decimal"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, input: rupees }}
          />
        </Stack>
      )}

      <Controller
        control={control}
        name="noCodCityIds"
        render={({ field, fieldState }) => {
          const ids = (field.value as number[] | undefined) ?? [];
          return (
            <Autocomplete
              multiple
              id="cod-noCodCityIds"
              options={cities}
              value={ids.map(
                (id) => byId.get(id) ?? { id, name: `City ${id}`, province: '', spellings: [] },
              )}
              getOptionLabel={(city) => city.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_, chosen) => field.onChange(chosen.map((city) => city.id))}
              onBlur={field.onBlur}
              renderValue={(chosen, getItemProps) =>
                chosen.map((city, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={city.name} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label="Cities without cash on delivery"
                  placeholder={ids.length === 0 ? 'Type a city' : undefined}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ??
                    `Shoppers there are asked to order on WhatsApp instead. At most ${NO_COD_CITIES_MAX}.`
                  }
                  slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
                />
              )}
            />
          );
        }}
      />

      <Controller
        control={control}
        name="requireHouseNumber"
        render={({ field }) => (
          <FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label="Ask for a house, street or block number in the address"
            />
            <FormHelperText sx={{ mx: 0 }}>
              An address without a number (&quot;near the big mosque&quot;) is refused at checkout.
            </FormHelperText>
          </FormControl>
        )}
      />

      <SettingsSaveRow
        outcome={outcome}
        isSubmitting={form.formState.isSubmitting}
        label="Save cash on delivery rules"
      />
    </Stack>
  );
}
