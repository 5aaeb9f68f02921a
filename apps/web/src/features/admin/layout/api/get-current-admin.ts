import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminUserSchema, type AdminUser } from '@shop/domain/schemas/sign-in.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../common/admin-query-keys';

const currentAdminResponseSchema = z.object({ user: adminUserSchema });

/**
 * GET /api/admin-auth/me. Asked once when the back office opens: the products list is public, so
 * without this an expired token would go unnoticed until the first change failed. A 401 ends the
 * session through the api client; the sign-in page then says why, so no toast here.
 */
export async function getCurrentAdmin(): Promise<AdminUser> {
  const { user } = await apiRequest('/admin-auth/me', {
    schema: currentAdminResponseSchema,
    toastOnError: false,
  });
  return user;
}

export const currentAdminQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.session(),
    queryFn: getCurrentAdmin,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useCurrentAdmin() {
  return useQuery(currentAdminQueryOptions());
}
