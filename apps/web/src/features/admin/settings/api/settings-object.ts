import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

/**
 * A settings object the owner reads (GET) and saves whole (PUT) at one address, both answered with
 * the object as saved, wrapped in one field: `{ settings: … }`, `{ cod: … }`.
 */
interface SettingsObject<Answer, Settings> {
  /** Under /api, e.g. '/admin/settings/cod'. */
  path: string;
  answerSchema: z.ZodType<Answer>;
  /** The object in an answer. */
  settingsOf: (answer: Answer) => Settings;
  /** The back office's copy, set from a save's answer rather than read again. */
  adminKey: QueryKey;
  /**
   * The storefront's copy in this tab, read again after a save; only it (`exact`): the back office's
   * copy, whose key may start with the same words, was just set from the answer.
   */
  storefrontKey: QueryKey;
}

/**
 * The hooks of a settings object: `useSettings` reads it; `useSave` saves it, and leaves a 400's field
 * messages to the form rather than a toast.
 */
export function settingsObjectHooks<Answer, Settings, Body>(
  object: SettingsObject<Answer, Settings>,
) {
  const { path, answerSchema, settingsOf, adminKey, storefrontKey } = object;
  return {
    useSettings: () =>
      useQuery({
        queryKey: adminKey,
        queryFn: async ({ signal }) =>
          settingsOf(await apiRequest(path, { signal, schema: answerSchema })),
      }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (values: Body): Promise<Settings> =>
          settingsOf(
            await apiRequest(path, {
              method: 'PUT',
              body: values,
              schema: answerSchema,
              toastOnError: false,
            }),
          ),
        onSuccess: (settings) => {
          queryClient.setQueryData(adminKey, settings);
          void queryClient.invalidateQueries({ queryKey: storefrontKey, exact: true });
        },
      });
    },
  };
}
