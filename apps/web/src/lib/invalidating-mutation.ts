import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which what it changed is read again: the queries under `queryKey` go stale (those on
 * screen refetch) once it succeeded, or whatever its outcome with `evenOnError`, for a write that may
 * have done part of its work before it failed (a booking, an import). The write resolves only after
 * the refetch, so a page it leads to shows the new data.
 */
export function useInvalidatingMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  queryKey: QueryKey,
  { evenOnError = false }: { evenOnError?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(evenOnError ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}
