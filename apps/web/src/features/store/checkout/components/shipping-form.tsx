import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_PAYMENT_METHOD } from '@shop/domain/constants';
import {
  DEFAULT_MESSAGE_LANGUAGE,
  MESSAGE_LANGUAGE_LABELS,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
} from '@shop/domain/shopper-messages';
import type { Order } from '@shop/domain/schemas/order.schema';
import { shippingInfoSchema, type ShippingInfo } from '@shop/domain/schemas/shipping.schema';
import { phoneField } from '@shop/domain/schemas/fields.schema';
import { memo, useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  FormTextFields,
  phoneFieldSpec,
  type TextFieldSpec,
} from '../../../../components/form-text-field';
import { StackedForm } from '../../../../components/stacked-form';
import { SubmitButton } from '../../../../components/submit-button';
import { setServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCartStore } from '../../cart/cart-store';
import { usePlaceOrder } from '../use-place-order';
import { CityField } from './city-field';
import { OnlinePaymentNote } from './online-payment-note';
import { ReminderConsent } from './reminder-consent';

type ShippingFormValues = z.input<typeof shippingInfoSchema>;

const EMPTY_FORM: ShippingFormValues = {
  fullName: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  phone: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
};

// The City field between them is the cities' type-ahead (city-field.tsx).
const FIELDS_BEFORE_CITY: readonly TextFieldSpec<ShippingFormValues>[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', minRows: 2 },
];
const FIELDS_AFTER_CITY: readonly TextFieldSpec<ShippingFormValues>[] = [
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code', inputMode: 'numeric' },
  phoneFieldSpec<ShippingFormValues>('phone'),
];

const SHIPPING_FIELD_NAMES = Object.keys(EMPTY_FORM);

interface ShippingFormProps {
  /** False when no line has a quantity above 0: there is nothing to order. */
  canOrder: boolean;
  onOrderPlaced: (order: Order) => void;
  /** The phone typed so far once it is a valid one, else null (the coupon box checks it). */
  onPhoneChange?: (phone: string | null) => void;
}

/** The 'Shipping Information' form (spec §2, §5): cash on delivery, validated with the domain schema. */
function ShippingFormFields({ canOrder, onOrderPlaced, onPhoneChange }: ShippingFormProps) {
  const { placeOrder } = usePlaceOrder();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // A total above the most for cash on delivery (issue #29) is refused for the cart as it was: once
  // the shopper changes the cart or the coupon, the message by the button no longer holds.
  const cart = useCartStore((state) => state.lines);
  const discount = useCartStore((state) => state.discount);
  const [refusedTotalOf, setRefusedTotalOf] = useState<{
    cart: unknown;
    discount: unknown;
  } | null>(null);
  const shownError =
    refusedTotalOf && (refusedTotalOf.cart !== cart || refusedTotalOf.discount !== discount)
      ? null
      : submitError;
  const [messageLanguage, setMessageLanguage] = useState<MessageLanguage>(DEFAULT_MESSAGE_LANGUAGE);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShippingFormValues, unknown, ShippingInfo>({
    resolver: zodResolver(shippingInfoSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  });
  const onSubmit = handleSubmit(async (shippingInfo) => {
    setSubmitError(null);
    const result = await placeOrder(shippingInfo, messageLanguage);
    if (result.ok) {
      reset(EMPTY_FORM);
      onOrderPlaced(result.order);
      return;
    }
    // A shipping field's error shows under that field; any other (a cart line over the shop's cap,
    // the most the shop takes in cash) is shown as it is, without the field path the API puts before
    // the message. A field's refusal is repeated by the button, which a phone's screen shows.
    const [cartMessage] = setServerFieldErrors(result.fieldErrors, SHIPPING_FIELD_NAMES, setError, {
      within: 'shippingInfo',
    });
    const [firstField] = Object.keys(result.fieldErrors);
    const message =
      firstField && result.message.startsWith(`${firstField}: `)
        ? result.message.slice(firstField.length + 2)
        : result.message;
    setSubmitError(cartMessage ?? message);
    setRefusedTotalOf(result.fieldErrors.grandTotal ? { cart, discount } : null);
  });

  return (
    <StackedForm labelledBy="shipping-information-heading" onSubmit={onSubmit}>
      <Typography id="shipping-information-heading" component="h2" variant="h5">
        Shipping Information
      </Typography>
      <FormTextFields
        specs={FIELDS_BEFORE_CITY}
        idPrefix="shipping"
        register={register}
        errors={errors}
      />
      <Controller
        control={control}
        name="city"
        render={({ field, fieldState }) => (
          <CityField
            id="shipping-city"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormTextFields
        specs={FIELDS_AFTER_CITY}
        idPrefix="shipping"
        register={register}
        errors={errors}
      />

      <Controller
        control={control}
        name="paymentMethod"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id="payment-method-label">Payment Method</FormLabel>
            <RadioGroup
              aria-labelledby="payment-method-label"
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              <FormControlLabel
                value="cod"
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                label="Cash on Delivery"
              />
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <OnlinePaymentNote />

      <FormControl>
        <FormLabel id="message-language-label">Order updates on WhatsApp or SMS in</FormLabel>
        <RadioGroup
          row
          aria-labelledby="message-language-label"
          aria-describedby="message-language-help"
          name="messageLanguage"
          value={messageLanguage}
          onChange={(event) => setMessageLanguage(event.target.value as MessageLanguage)}
        >
          {MESSAGE_LANGUAGES.map((language) => (
            <FormControlLabel
              key={language}
              value={language}
              control={<Radio />}
              label={MESSAGE_LANGUAGE_LABELS[language]}
              lang={language === 'ur' ? 'ur' : 'en'}
            />
          ))}
        </RadioGroup>
        <FormHelperText id="message-language-help">
          We ask you to confirm your order on WhatsApp and tell you when it ships. Reply STOP to
          stop these messages.
        </FormHelperText>
      </FormControl>
      <ReminderFollowingTheForm
        control={control}
        language={messageLanguage}
        onPhoneChange={onPhoneChange}
      />

      {shownError && (
        <Alert severity="error" role="alert">
          {shownError}
        </Alert>
      )}
      {!canOrder && (
        <Typography variant="body2" id="shipping-cannot-order">
          Add at least one item to your cart to place an order.
        </Typography>
      )}
      <SubmitButton
        busy={isSubmitting}
        busyLabel="Placing Order..."
        disabled={!canOrder}
        describedBy={canOrder ? undefined : 'shipping-cannot-order'}
      >
        Place Order
      </SubmitButton>
    </StackedForm>
  );
}

/**
 * Drawn again only when its own props change: the checkout page's state changes as the shopper types
 * (her phone, once it is a valid one, goes to the coupon box), and drawing the whole form again for it
 * was the slowest key of the checkout on a phone.
 */
export const ShippingForm = memo(ShippingFormFields);

interface ReminderFollowingTheFormProps {
  control: Control<ShippingFormValues, unknown, ShippingInfo>;
  language: MessageLanguage;
  onPhoneChange: ShippingFormProps['onPhoneChange'];
}

/**
 * The reminder's consent with the name and phone typed so far. It watches those two fields itself, so a
 * key pressed in them draws this part again and not the whole form (a whole form per key is what a slow
 * phone feels as a lag while typing).
 */
function ReminderFollowingTheForm({
  control,
  language,
  onPhoneChange,
}: ReminderFollowingTheFormProps) {
  const phone = useWatch({ control, name: 'phone' });
  const fullName = useWatch({ control, name: 'fullName' }) ?? '';
  const parsedPhone = phoneField.safeParse(phone);
  const validPhone = parsedPhone.success ? parsedPhone.data : null;
  useEffect(() => {
    onPhoneChange?.(validPhone);
  }, [validPhone, onPhoneChange]);
  return <ReminderConsent phone={validPhone} name={fullName} language={language} />;
}
