import { ToastContainer } from 'react-toastify';
import toastifyStyles from 'react-toastify/dist/ReactToastify.css?inline';
import { TOAST_AUTO_CLOSE_MS } from '@shop/domain/constants';

// The toasts' styles come with their code: the app's stylesheet is one file the server writes into
// every page (decision 0040), and these 14 KB are wanted only once a toast is.
const style = document.createElement('style');
style.textContent = toastifyStyles;
document.head.append(style);

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
