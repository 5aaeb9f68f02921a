import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  loginResponseSchema,
  type LoginResponse,
  type SignInInput,
} from '@shop/domain/schemas/sign-in.schema';
import { apiRequest } from '../../../../lib/api-client';
import { saveSession } from '../../../../lib/auth-storage';
import { adminKeys } from '../../common/admin-query-keys';

/** POST /api/admin-auth/login. The form shows a refusal itself, so no toast. */
export function login(input: SignInInput): Promise<LoginResponse> {
  return apiRequest('/admin-auth/login', {
    method: 'POST',
    body: input,
    schema: loginResponseSchema,
    toastOnError: false,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      saveSession(token, user);
      // Whatever the back office cached belonged to the previous session.
      queryClient.removeQueries({ queryKey: adminKeys.session() });
    },
  });
}
