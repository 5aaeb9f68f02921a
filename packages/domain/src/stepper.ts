/** The product page's quantity stepper (spec §4 'Product detail', §5). */

export interface StepperState {
  canIncrease: boolean;
  canDecrease: boolean;
  warning: string | null;
  addToCartDisabled: boolean;
}

export const NO_ITEMS_AVAILABLE_MESSAGE = 'Out of stock! No items available.';

export function onlyItemsAvailableMessage(stock: number): string {
  return `Out of stock! Only ${stock} items available.`;
}

export function stepperState(quantity: number, stock: number): StepperState {
  const available = Math.max(0, stock);
  let warning: string | null = null;
  if (available === 0) warning = NO_ITEMS_AVAILABLE_MESSAGE;
  else if (quantity >= available) warning = onlyItemsAvailableMessage(available);
  return {
    canIncrease: quantity < available,
    canDecrease: quantity > 0,
    warning,
    addToCartDisabled: quantity <= 0 || quantity > available,
  };
}

export function increaseStepper(quantity: number, stock: number): number {
  return quantity < stock ? quantity + 1 : quantity;
}

export function decreaseStepper(quantity: number): number {
  return quantity > 0 ? quantity - 1 : 0;
}
