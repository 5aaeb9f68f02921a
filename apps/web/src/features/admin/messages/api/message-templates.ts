import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messagePreviewSchema,
  messageTemplatesResponseSchema,
  type MessagePreview,
  type MessageTemplate,
} from '@shop/domain/schemas/shopper-messages.schema';
import type { MessageKind, MessageLanguage } from '@shop/domain/shopper-messages';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

/** GET /api/admin/message-templates: every kind in every language, the owner's text or the default. */
export async function getMessageTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  return (
    await apiRequest('/admin/message-templates', { signal, schema: messageTemplatesResponseSchema })
  ).templates;
}

export function useMessageTemplates() {
  return useQuery({
    queryKey: adminKeys.messageTemplates(),
    queryFn: ({ signal }) => getMessageTemplates(signal),
  });
}

interface Which {
  kind: MessageKind;
  language: MessageLanguage;
}

/** PUT (a text) or DELETE (back to the default) one template; the form shows a 400 itself. */
export function useSaveMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, language, text }: Which & { text: string | null }) =>
      (
        await apiRequest(`/admin/message-templates/${kind}/${language}`, {
          method: text === null ? 'DELETE' : 'PUT',
          ...(text === null ? {} : { body: { text } }),
          schema: messageTemplatesResponseSchema,
          toastOnError: false,
        })
      ).templates,
    onSuccess: (templates) => queryClient.setQueryData(adminKeys.messageTemplates(), templates),
  });
}

/** POST /api/admin/message-templates/preview: the text filled with a sample order, its SMS parts. */
export function usePreviewMessage() {
  return useMutation({
    mutationFn: (body: Which & { text: string }): Promise<MessagePreview> =>
      apiRequest('/admin/message-templates/preview', {
        method: 'POST',
        body,
        schema: messagePreviewSchema,
        toastOnError: false,
      }),
  });
}
