import { useCallback } from 'react';
import { useNavigate } from '../../../lib/router';

/**
 * Changes some of the address's parameters, starting from the address as it is now. The router's
 * setSearchParams(fn) starts from the parameters of the last rendering (React Router's rule, which the
 * shop's router keeps), and its location changes render as transitions, which a busy browser keeps waiting while the admin types: a search typed just after
 * choosing a view (Waiting) started from the old address and dropped the view.
 */
export function useChangeAddressParams() {
  const navigate = useNavigate();
  return useCallback(
    (change: (params: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      const params = new URLSearchParams(window.location.search);
      change(params);
      const search = params.toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
}
