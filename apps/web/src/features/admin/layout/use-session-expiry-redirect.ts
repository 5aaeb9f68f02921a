import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router';
import { SESSION_EXPIRED_EVENT } from '../../../lib/auth-storage';
import { SIGN_IN_REASONS, type SignInLocationState } from '../sign-in/sign-in-reason';

/** When the API refuses the stored token (the api client fires the event on a 401), sign in again. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onExpired() {
      const state: SignInLocationState = { reason: SIGN_IN_REASONS.sessionExpired };
      navigate('/login', { replace: true, state });
    }
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);
}
