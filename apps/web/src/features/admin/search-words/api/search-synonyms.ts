import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { synonymGroupSchema, type SynonymGroup } from '@shop/domain/schemas/search-synonyms.schema';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/invalidating-mutation';
import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../common/admin-query-keys';

const listSchema = z.object({
  groups: z.array(synonymGroupSchema),
  builtIn: z.array(z.array(z.string())),
});
const groupResponseSchema = z.object({ group: synonymGroupSchema });

/** GET /api/admin/search-synonyms: the owner's groups and the built-in ones. */
export function useSearchSynonyms() {
  return useQuery({
    queryKey: adminKeys.searchSynonyms(),
    queryFn: ({ signal }) => apiRequest('/admin/search-synonyms', { signal, schema: listSchema }),
  });
}

/**
 * POST (no id) or PUT /api/admin/search-synonyms/:id; the form shows a 400's field messages itself.
 * The catalogue's pages in this tab are refreshed with the list: they may find more or less now.
 */
export function useSaveSearchSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, words }: { id?: number; words: string[] }): Promise<SynonymGroup> =>
      (
        await apiRequest(
          id === undefined ? '/admin/search-synonyms' : `/admin/search-synonyms/${id}`,
          {
            method: id === undefined ? 'POST' : 'PUT',
            body: { words },
            schema: groupResponseSchema,
            toastOnError: false,
          },
        )
      ).group,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}

/** DELETE /api/admin/search-synonyms/:id. */
export function useDeleteSearchSynonyms() {
  return useInvalidatingMutation(
    (id: number) => apiRequest(`/admin/search-synonyms/${id}`, { method: 'DELETE' }),
    queryKeys.products.all,
  );
}
