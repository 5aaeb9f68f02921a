import { decreaseStepper, increaseStepper, stepperState } from '@shop/domain/stepper';
import { AddIcon, RemoveIcon } from '../product-icons';
import * as styles from './quantity-stepper.css';

interface QuantityStepperProps {
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
}

/**
 * The product page's quantity: starts at 0, limited by stock, with the spec's warnings (§4, §5). Its
 * buttons are plain ones with IconButton's look (components/light-controls.ts): this is the product
 * page's first screen, and MUI's ButtonBase would bring its ripple into the first view's code.
 */
export function QuantityStepper({ quantity, stock, onChange }: QuantityStepperProps) {
  const state = stepperState(quantity, stock);
  return (
    <div>
      <p id="quantity-label" className={styles.label}>
        Quantity
      </p>
      <div role="group" aria-labelledby="quantity-label" className={styles.group}>
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!state.canDecrease}
          onClick={() => onChange(decreaseStepper(quantity))}
          className={styles.step}
        >
          <RemoveIcon />
        </button>
        <output aria-live="polite" aria-label={`Quantity ${quantity}`} className={styles.quantity}>
          {quantity}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={!state.canIncrease}
          onClick={() => onChange(increaseStepper(quantity, stock))}
          className={styles.step}
        >
          <AddIcon />
        </button>
      </div>
      {state.warning && (
        <p role="status" className={styles.warning}>
          {state.warning}
        </p>
      )}
    </div>
  );
}
