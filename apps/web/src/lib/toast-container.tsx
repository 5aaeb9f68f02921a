import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@shop/domain/constants';

/** Toasts as spec §9 sets them: top-right, 5 s, progress bar, close on click, pause on hover and focus loss. */
export default function ShopToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar={false}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      newestOnTop={false}
      theme="light"
    />
  );
}
