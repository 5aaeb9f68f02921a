import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderMessagesSchema,
  type OrderMessages,
} from '@shop/domain/schemas/shopper-messages.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/** A message still waiting is read again after this long: it may go any moment. */
const WAITING_POLL_MS = 5000;

/** GET /api/admin/orders/:id/messages: the WhatsApp and SMS messages about the order, oldest first. */
export function getOrderMessages(id: number, signal?: AbortSignal): Promise<OrderMessages> {
  return apiRequest(`/admin/orders/${id}/messages`, { schema: orderMessagesSchema, signal });
}

export const orderMessagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.orderMessages(id),
    queryFn: ({ signal }) => getOrderMessages(id, signal),
    refetchInterval: (query) =>
      query.state.data?.messages.some((message) => message.status === 'queued')
        ? WAITING_POLL_MS
        : false,
  });

export function useOrderMessages(id: number) {
  return useQuery({ ...orderMessagesQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/**
 * PUT /api/admin/orders/:id/message-stop {note} records a STOP for the order's phone (the shopper
 * asked by a call or an SMS to the shop); DELETE lifts it. The answer is the messages section's data.
 */
export function useMessageStop(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string | null) =>
      apiRequest(`/admin/orders/${id}/message-stop`, {
        method: note === null ? 'DELETE' : 'PUT',
        ...(note === null ? {} : { body: note ? { note } : {} }),
        schema: orderMessagesSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.orderMessages(id), data),
  });
}
