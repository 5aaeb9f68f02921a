import { Navigate } from 'react-router';
import { useToken } from '../lib/auth-storage';

/**
 * The /v1 admin area exists only while a token is stored (spec §2); without one, /v1 sends the visitor
 * to sign in. The admin area is built in features/admin and loaded lazily from here.
 */
export function AdminRoutes() {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace state={{ reason: 'signin-required' }} />;
  return null;
}

export function SignInRoute() {
  return null;
}
