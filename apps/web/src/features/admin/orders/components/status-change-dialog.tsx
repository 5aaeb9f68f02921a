import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEXT_MAX_LENGTH } from '@shop/domain/constants';
import { CORRECTION_DAYS, RETURN_REASON_LABELS, RETURN_REASONS } from '@shop/domain/order-returns';
import { CANCEL_REASON_LABELS, STAFF_CANCEL_REASONS } from '@shop/domain/order-status';
import {
  changeOrderStatusBodySchema,
  type ChangeOrderStatusBody,
} from '@shop/domain/schemas/order-changes.schema';
import { isOrderChangedElsewhere } from '../api/change-order-status';
import { DialogSubmitActions } from '../../common/dialog-submit-actions';
import { SelectField, type SelectOption } from '../../common/select-field';
import { useAdminForm } from '../../common/use-admin-form';

/** The moves that need more than a note. */
export type DetailedMove = 'shipped' | 'cancelled' | 'returned';

type StatusChangeValues = {
  status: DetailedMove;
  courier?: string;
  trackingNumber?: string;
  reason?: string;
  note: string;
};

interface DialogText {
  title: string;
  intro: string;
  submit: string;
  dismiss: string;
  fields: readonly string[];
  /** The reasons to choose from, for a move that names one. */
  reasons?: readonly SelectOption[];
}

const DIALOGS: Record<DetailedMove, DialogText> = {
  shipped: {
    title: 'Ship order',
    intro: 'The shopper sees the courier and the tracking number on the tracking page.',
    submit: 'Ship',
    dismiss: 'Cancel',
    fields: ['courier', 'trackingNumber', 'note'],
  },
  cancelled: {
    title: 'Cancel order',
    intro: 'Its items go back on sale. This cannot be undone.',
    submit: 'Cancel order',
    // Not 'Cancel': beside 'Cancel order' that would say the opposite of what it does.
    dismiss: 'Keep order',
    fields: ['reason', 'note'],
    reasons: STAFF_CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] })),
  },
  returned: {
    title: 'Mark returned',
    intro: `Its items go back on sale. A slip can be corrected within ${CORRECTION_DAYS} days.`,
    submit: 'Mark returned',
    dismiss: 'Cancel',
    fields: ['reason', 'note'],
    reasons: RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] })),
  },
};

interface StatusChangeDialogProps {
  to: DetailedMove;
  orderNumber: string;
  /** The courier a shipped order's parcel is cancelled with first, when cancelling one. */
  parcelWith?: string;
  /** The note typed on the page before the dialog opened. */
  note: string;
  /** Resolves once the order moved; rejects with the API's error. */
  onSubmit: (body: ChangeOrderStatusBody) => Promise<void>;
  onClose: () => void;
}

/**
 * Ship (courier and tracking number), cancel or mark returned (a reason) an order, checked with the domain's
 * changeOrderStatusBodySchema, the server's own rule. Rendered only while open, so each opening starts
 * afresh. A refusal because the order moved meanwhile closes it: the page shows the order as it is now.
 */
export function StatusChangeDialog({
  to,
  orderNumber,
  parcelWith,
  note,
  onSubmit,
  onClose,
}: StatusChangeDialogProps) {
  const dialog = DIALOGS[to];
  const { form, field, formError, submitWith } = useAdminForm<
    StatusChangeValues,
    ChangeOrderStatusBody
  >(changeOrderStatusBodySchema, {
    defaultValues:
      to === 'shipped'
        ? { status: to, courier: '', trackingNumber: '', note }
        : { status: to, reason: '', note },
    fields: dialog.fields,
  });
  const { isSubmitting } = form.formState;

  const submit = submitWith(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (!isOrderChangedElsewhere(error)) throw error;
      onClose();
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="status-change-title"
      aria-describedby="status-change-intro"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="status-change-title">{dialog.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="status-change-intro" sx={{ mb: 2 }}>
            Order {orderNumber}.{' '}
            {parcelWith ? `${parcelWith} is asked to cancel the parcel first. ` : ''}
            {dialog.intro}
          </DialogContentText>
          <Stack spacing={2}>
            {to === 'shipped' ? (
              <>
                <TextField
                  {...field('courier')}
                  label="Courier"
                  required
                  autoFocus
                  fullWidth
                  disabled={isSubmitting}
                  slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.courier } }}
                />
                <TextField
                  {...field('trackingNumber')}
                  label="Tracking number"
                  required
                  fullWidth
                  disabled={isSubmitting}
                  slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.trackingNumber } }}
                />
              </>
            ) : (
              <SelectField
                control={form.control}
                name="reason"
                options={dialog.reasons ?? []}
                label="Reason"
                required
                autoFocus
                fullWidth
                disabled={isSubmitting}
              />
            )}
            <TextField
              {...field(
                'note',
                to === 'returned'
                  ? 'Kept in the timeline; needed when the reason is Other.'
                  : 'Optional; kept in the timeline.',
              )}
              label="Note"
              fullWidth
              multiline
              minRows={2}
              disabled={isSubmitting}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH.orderNote } }}
            />
            {formError ? <Alert severity="error">{formError}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogSubmitActions
          submitLabel={dialog.submit}
          pending={isSubmitting}
          onCancel={onClose}
          cancelLabel={dialog.dismiss}
          color={to === 'shipped' ? 'primary' : 'error'}
        />
      </form>
    </Dialog>
  );
}
