import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  SHOP_SETTINGS_MAX_LENGTH,
  shopSettingsBodySchema,
  type ShopSettings,
  type ShopSettingsForm,
} from '@shop/domain/schemas/shop-settings.schema';
import { useEffect } from 'react';
import { LoadingState } from '../../../../components/loading-state';
import { AdminPage } from '../../common/admin-page';
import { useAdminForm } from '../../common/use-admin-form';
import { useAdminShopSettings, useSaveShopSettings } from '../api/shop-settings';
import { CodRulesCard } from './cod-rules-card';
import { SettingsSaveRow, useSettingsSubmit } from './settings-save';

const FIELDS = ['deliveryTime', 'exchangePolicy', 'whatsappNumber'] as const;

/**
 * /v1/settings: the texts the product and contact pages show a cash-on-delivery shopper (issue #26).
 * A text left empty is not shown; no WhatsApp number, no "Ask on WhatsApp". Below them, the
 * cash-on-delivery rules (issue #29), saved on their own.
 */
export function ShopSettingsPage() {
  const settings = useAdminShopSettings();
  return (
    <AdminPage title="Shop settings">
      {settings.data ? (
        <ShopSettingsFormCard saved={settings.data} />
      ) : settings.isError ? (
        <Alert severity="error">The shop settings could not be loaded.</Alert>
      ) : (
        <LoadingState />
      )}
      <CodRulesCard />
    </AdminPage>
  );
}

function ShopSettingsFormCard({ saved }: { saved: ShopSettings }) {
  const save = useSaveShopSettings();
  const { form, field } = useAdminForm<ShopSettingsForm, ShopSettings>(shopSettingsBodySchema, {
    defaultValues: saved,
    mode: 'onSubmit',
  });
  const { reset } = form;
  useEffect(() => reset(saved), [saved, reset]);

  const { outcome, onSubmit } = useSettingsSubmit({
    form,
    save: save.mutateAsync,
    fields: FIELDS,
    savedMessage: 'Saved. The shop shows the new texts now.',
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <TextField
          {...field(
            'deliveryTime',
            `Shown on every product page. At most ${SHOP_SETTINGS_MAX_LENGTH.deliveryTime} characters.`,
          )}
          id="settings-deliveryTime"
          label="Delivery time"
          placeholder="2–5 working days"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...field(
            'exchangePolicy',
            `Shown on every product page; empty hides it. At most ${SHOP_SETTINGS_MAX_LENGTH.exchangePolicy} characters.`,
          )}
          id="settings-exchangePolicy"
          label="Exchange policy"
          placeholder="Exchange within 7 days of delivery if the piece is unused."
          multiline
          minRows={3}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...field(
            'whatsappNumber',
            'A Pakistani mobile number. Shoppers get "Ask on WhatsApp" on product pages and the contact page; empty hides it.',
          )}
          id="settings-whatsappNumber"
          label="WhatsApp number"
          type="tel"
          autoComplete="tel"
          placeholder="0300 1234567"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'tel' } }}
        />
        <SettingsSaveRow outcome={outcome} isSubmitting={form.formState.isSubmitting} />
      </Stack>
    </Paper>
  );
}
