import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatOrderNumber, parseOrderNumber } from '@shop/domain/order-status';
import type { OrderLookupBody, OrderLookupForm } from '@shop/domain/schemas/order-lookup.schema';
import { PAGE_TITLES } from '@shop/domain/site';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import {
  FormTextFields,
  phoneFieldSpec,
  type TextFieldSpec,
} from '../../../components/form-text-field';
import { StackedForm } from '../../../components/stacked-form';
import { SubmitButton } from '../../../components/submit-button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiRequestError } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { findOrder } from './api/find-order';
import { RecentOrdersList } from './components/recent-orders-list';
import { rememberOrder } from './recent-orders';

const EMPTY_FORM: OrderLookupForm = { number: '', phone: '' };

const FIELDS: readonly TextFieldSpec<OrderLookupForm>[] = [
  {
    name: 'number',
    label: 'Order number',
    autoComplete: 'off',
    placeholder: 'ZB-10015',
  },
  phoneFieldSpec<OrderLookupForm>('phone'),
];

/**
 * /track-order (issue #26): a shopper who lost her order's link finds it with its number and her
 * phone, and sees the orders this device remembers.
 */
export default function TrackOrderPage() {
  useDocumentTitle(PAGE_TITLES.trackOrder);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderLookupForm, unknown, OrderLookupBody>({
    resolver: lazyZodResolver(() =>
      import('@shop/domain/schemas/order-lookup.schema').then(
        (module) => module.orderLookupBodySchema,
      ),
    ),
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const url = await findOrder(values);
      const number = parseOrderNumber(values.number);
      if (number !== null) rememberOrder({ number: formatOrderNumber(number), url });
      void navigate(url);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setServerFieldErrors(error.fieldErrors, Object.keys(EMPTY_FORM), setError);
        setRefusal(error.message);
      } else {
        setRefusal('Your order could not be looked up. Please try again.');
      }
    }
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {PAGE_TITLES.trackOrder}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Enter your order number and the phone number you ordered with to see where your order is,
        confirm it or cancel it.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <StackedForm label="Find your order" onSubmit={onSubmit}>
          <FormTextFields specs={FIELDS} idPrefix="track" register={register} errors={errors} />
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <SubmitButton busy={isSubmitting} busyLabel="Finding your order...">
            Find my order
          </SubmitButton>
        </StackedForm>
      </Paper>
      <RecentOrdersList />
    </Container>
  );
}
