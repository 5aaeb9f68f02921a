import { useState } from 'react';
import type { CourierName } from '@shop/domain/couriers';
import { useCouriers } from '../api/get-couriers';
import { BulkFormDialog } from './bulk-form-dialog';
import { CourierChoice, NoCourierNote, rememberCourier, startingCourier } from './courier-choice';

/**
 * Book the selected orders with one courier (issue #28). The courier staff booked with last is chosen
 * already, so booking the day's orders is this dialog's one click.
 */
export function BulkBookDialog({
  count,
  onSubmit,
  onClose,
}: {
  count: number;
  onSubmit: (courier: CourierName) => Promise<void>;
  onClose: () => void;
}) {
  const couriers = useCouriers();
  const configured = couriers.data?.couriers ?? [];
  const [picked, setPicked] = useState<CourierName | null>(null);
  const courier = picked ?? startingCourier(configured);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const orders = `${count.toLocaleString()} ${count === 1 ? 'order' : 'orders'}`;

  async function send() {
    if (!courier) return;
    rememberCourier(courier);
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(courier);
    } catch {
      // The api client's toast said why; what was not sent stays chosen.
      setError('The orders could not be booked. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <BulkFormDialog
      title={`Book ${orders} with a courier`}
      submitLabel={`Book ${count.toLocaleString()}`}
      submitting={submitting || !courier}
      error={error}
      onSubmit={() => void send()}
      onClose={onClose}
    >
      {couriers.isSuccess && configured.length === 0 ? (
        <NoCourierNote />
      ) : (
        <CourierChoice
          couriers={configured}
          value={courier}
          onChange={setPicked}
          disabled={submitting}
        />
      )}
    </BulkFormDialog>
  );
}
