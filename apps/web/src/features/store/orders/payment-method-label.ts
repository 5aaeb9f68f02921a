const PAYMENT_METHOD_LABELS: Record<string, string> = { cod: 'Cash on Delivery' };

/** The order's payment method as the shopper reads it; a method without a label shows its code. */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}
