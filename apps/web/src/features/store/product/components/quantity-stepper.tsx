import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { decreaseStepper, increaseStepper, stepperState } from '@shop/domain/stepper';
import { iconButtonLook } from '../../../../components/light-controls';
import { AddIcon, RemoveIcon } from '../product-icons';

interface QuantityStepperProps {
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
}

const stepSx = [
  iconButtonLook(),
  {
    border: '1px solid #c9a99a',
    borderRadius: 1,
    color: '#2C2C2C',
    '&:disabled': { color: '#a39a94', borderColor: '#e0d5ce' },
  },
];

/**
 * The product page's quantity: starts at 0, limited by stock, with the spec's warnings (§4, §5). Its
 * buttons are plain ones with IconButton's look (components/light-controls.ts): this is the product
 * page's first screen, and MUI's ButtonBase would bring its ripple into the first view's code.
 */
export function QuantityStepper({ quantity, stock, onChange }: QuantityStepperProps) {
  const state = stepperState(quantity, stock);
  return (
    <div>
      <Typography component="p" id="quantity-label" sx={{ fontWeight: 600, mb: 1 }}>
        Quantity
      </Typography>
      <Box
        role="group"
        aria-labelledby="quantity-label"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        <Box
          component="button"
          type="button"
          aria-label="Decrease quantity"
          disabled={!state.canDecrease}
          onClick={() => onChange(decreaseStepper(quantity))}
          sx={stepSx}
        >
          <RemoveIcon />
        </Box>
        <Box
          component="output"
          aria-live="polite"
          aria-label={`Quantity ${quantity}`}
          sx={{ minWidth: 32, textAlign: 'center', fontSize: '1.2rem', fontWeight: 700 }}
        >
          {quantity}
        </Box>
        <Box
          component="button"
          type="button"
          aria-label="Increase quantity"
          disabled={!state.canIncrease}
          onClick={() => onChange(increaseStepper(quantity, stock))}
          sx={stepSx}
        >
          <AddIcon />
        </Box>
      </Box>
      {state.warning && (
        <Typography role="status" sx={{ mt: 1, color: '#b3261e', fontWeight: 600 }}>
          {state.warning}
        </Typography>
      )}
    </div>
  );
}
