import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { orderLinesFromCart } from '@shop/domain/cart-checkout';
import type { MessageLanguage } from '@shop/domain/shopper-messages';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../../lib/api-client';
import { useCartStore } from '../../cart/cart-store';
import { saveCheckoutDraft } from '../api/save-checkout-draft';

/** A pause after the last change before the cart is saved: typing and +/− do not each send one. */
const SAVE_AFTER_MS = 1200;

interface ReminderConsentProps {
  /** The phone once it is a valid one, else null. */
  phone: string | null;
  name: string;
  language: MessageLanguage;
}

/**
 * "Send me a reminder…" (issue #30), off until the shopper ticks it: then, with a valid phone, the
 * cart is saved under it (again after each change, after a pause), and if she leaves without ordering
 * the shop reminds her at most twice with a link that puts the cart back.
 */
export function ReminderConsent({ phone, name, language }: ReminderConsentProps) {
  const [consent, setConsent] = useState(false);
  /** saved: the reminders the shop will send (none when it sends no messages); null before a save. */
  const [state, setState] = useState<{ reminders: number | null; error: string | null }>({
    reminders: null,
    error: null,
  });
  const lines = useCartStore((store) => store.lines);
  const orderLines = JSON.stringify(orderLinesFromCart(lines));
  const trimmedName = name.trim();

  useEffect(() => {
    if (!consent || !phone) return;
    const parsedLines = JSON.parse(orderLines) as ReturnType<typeof orderLinesFromCart>;
    if (parsedLines.length === 0) return;
    const timer = setTimeout(() => {
      saveCheckoutDraft({
        phone,
        consent: true,
        messageLanguage: language,
        lines: parsedLines,
        ...(trimmedName ? { name: trimmedName.slice(0, 100) } : {}),
      })
        .then((saved) => setState({ reminders: saved.reminders.length, error: null }))
        .catch((error: unknown) =>
          setState({
            reminders: null,
            error:
              error instanceof ApiRequestError
                ? error.message
                : 'Your reminder could not be saved. Please check your connection.',
          }),
        );
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [consent, phone, language, orderLines, trimmedName]);

  const help = state.error
    ? state.error
    : consent && !phone
      ? 'Type your mobile number above for the reminder.'
      : consent && state.reminders === 0
        ? 'The shop is not sending WhatsApp or SMS reminders at the moment.'
        : consent && state.reminders !== null
          ? 'Saved: if you do not finish, we send at most two reminders (after an hour and a day). Reply STOP to stop them.'
          : 'Off unless you tick it. At most two messages; reply STOP to stop them.';
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setState({ reminders: null, error: null });
            }}
            slotProps={{ input: { 'aria-describedby': 'reminder-consent-help' } }}
          />
        }
        label="Send me a reminder on WhatsApp/SMS if I don't finish"
      />
      <FormHelperText id="reminder-consent-help" error={Boolean(state.error)} role="status">
        {help}
      </FormHelperText>
    </div>
  );
}
