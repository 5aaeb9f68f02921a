import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeldParcelAnswer } from '@shop/domain/schemas/held-parcel.schema';
import {
  parcelBookingSchema,
  type ParcelBooking,
} from '@shop/domain/schemas/parcel-booking.schema';
import { apiRequest } from '../../../../lib/api-client';
import { orderBookingQueryOptions } from './get-order-booking';

/**
 * POST /api/admin/orders/:id/parcel/answer: the shop's answer to a parcel its courier holds for
 * review. The courier's refusal (not holding it any more) or silence is shown in the panel, so no
 * toast.
 */
export function answerHeldParcel({ id, answer }: { id: number; answer: HeldParcelAnswer }) {
  return apiRequest(`/admin/orders/${id}/parcel/answer`, {
    method: 'POST',
    body: { answer },
    schema: parcelBookingSchema,
    toastOnError: false,
  });
}

/**
 * The answer comes back as the booking with its note; the booking is then read again for where the
 * parcel is now (the answer does not carry the tracking).
 */
export function useAnswerHeldParcel(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = orderBookingQueryOptions(id);
  return useMutation({
    mutationFn: (answer: HeldParcelAnswer) => answerHeldParcel({ id, answer }),
    onSuccess: (booking) =>
      queryClient.setQueryData(queryKey, (old: ParcelBooking | null | undefined) => ({
        ...booking,
        tracking: old?.tracking,
      })),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
