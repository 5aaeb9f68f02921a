import {
  checkoutDraftSavedSchema,
  type CheckoutDraftBody,
  type CheckoutDraftSaved,
} from '@shop/domain/schemas/checkout-draft.schema';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/checkout-drafts: the checkout the shopper asked to be reminded of (her phone, name,
 * language and cart lines). No toast: the box under it says what happened.
 */
export async function saveCheckoutDraft(body: CheckoutDraftBody): Promise<CheckoutDraftSaved> {
  return apiRequest('/checkout-drafts', {
    method: 'POST',
    body,
    toastOnError: false,
    schema: checkoutDraftSavedSchema,
  });
}
