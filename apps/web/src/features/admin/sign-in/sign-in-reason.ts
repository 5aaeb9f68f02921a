/**
 * Why the visitor was sent to /login, carried in the navigation state. Kept free of UI imports: the
 * route guard in app/ reads it from the storefront's bundle.
 */
export const SIGN_IN_REASONS = {
  sessionExpired: 'session-expired',
  signInRequired: 'signin-required',
} as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[keyof typeof SIGN_IN_REASONS];

export interface SignInLocationState {
  reason?: SignInReason;
}

export const SIGN_IN_REASON_MESSAGES: Record<SignInReason, string> = {
  'session-expired': 'Your session has expired. Please sign in again.',
  'signin-required': 'Please sign in to continue.',
};

export function readSignInReason(state: unknown): SignInReason | null {
  if (typeof state !== 'object' || state === null) return null;
  const reason = (state as SignInLocationState).reason;
  return reason === 'session-expired' || reason === 'signin-required' ? reason : null;
}
