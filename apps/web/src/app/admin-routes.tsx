import { Suspense, lazy, useEffect } from 'react';
import { Navigate } from '../lib/router';
import { SESSION_EXPIRED_EVENT, useToken } from '../lib/auth-storage';
import {
  SIGN_IN_REASONS,
  type SignInLocationState,
} from '../features/admin/sign-in/sign-in-reason';

// Separate chunks: a shopper never downloads the back office or the sign-in form.
const AdminArea = lazy(() => import('../features/admin/admin-area'));
const SignInPage = lazy(() => import('../features/admin/sign-in/sign-in-page'));

/*
 * The api client clears the token and fires SESSION_EXPIRED_EVENT on a 401. The guard below re-renders
 * as soon as the token is gone, possibly before the admin area's own listener has navigated, so it
 * remembers the expiry to send the right message along. Reset once a token is back.
 */
let sessionExpired = false;
if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_EXPIRED_EVENT, () => {
    sessionExpired = true;
  });
}

function Loading() {
  return (
    <div role="status" style={{ padding: 32, textAlign: 'center' }}>
      Loading…
    </div>
  );
}

/**
 * The /v1 admin area exists only while a token is stored (spec §2); without one, /v1 sends the visitor
 * to sign in, saying why.
 */
export function AdminRoutes() {
  const token = useToken();
  useEffect(() => {
    if (token) sessionExpired = false;
  }, [token]);

  if (!token) {
    const state: SignInLocationState = {
      reason: sessionExpired ? SIGN_IN_REASONS.sessionExpired : SIGN_IN_REASONS.signInRequired,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <AdminArea />
    </Suspense>
  );
}

export function SignInRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <SignInPage />
    </Suspense>
  );
}
