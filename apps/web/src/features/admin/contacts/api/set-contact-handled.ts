import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContactSchema, type AdminContact } from '@shop/domain/schemas/contact.schema';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const answerSchema = z.object({ contact: adminContactSchema });

/** POST /api/admin/contacts/:id/handled: mark a message handled, or waiting again. */
export async function setContactHandled(id: number, handled: boolean): Promise<AdminContact> {
  const { contact } = await apiRequest(`/admin/contacts/${id}/handled`, {
    method: 'POST',
    body: { handled },
    schema: answerSchema,
  });
  return contact;
}

/** The table is read again: in the waiting or handled view the message leaves it. */
export function useSetContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      setContactHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contacts() }),
  });
}
