import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCartStore } from '../cart-store';

export default function StockLimitDialog() {
  const { open, message } = useCartStore((state) => state.stockModal);
  const closeStockModal = useCartStore((state) => state.closeStockModal);
  return (
    <Dialog
      open={open}
      onClose={closeStockModal}
      aria-labelledby="stock-limit-title"
      aria-describedby="stock-limit-message"
    >
      <DialogTitle id="stock-limit-title">Stock limit reached</DialogTitle>
      <DialogContent>
        <DialogContentText id="stock-limit-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeStockModal} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
