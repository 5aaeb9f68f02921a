import { PAGE_TITLES } from '@shop/domain/site';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { orderLinesFromCart } from '@shop/domain/cart-checkout';
import { orderPagePath } from '@shop/domain/order-page';
import type { Order } from '@shop/domain/schemas/order.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Panel, PanelColumns } from '../../../components/panel-columns';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCartStore } from '../cart/cart-store';
import { rememberOrder } from '../orders/recent-orders';
import { CartSummary } from './components/cart-summary';
import { OrderConfirmationDialog } from './components/order-confirmation-dialog';
import { PlacedOrderNote } from './components/placed-order-note';
import { ShippingForm } from './components/shipping-form';

/** /checkout (spec §2): the cart on the left, the Shipping Information form on the right. */
export default function CheckoutPage() {
  useDocumentTitle(PAGE_TITLES.checkout);
  const canOrder = useCartStore((state) => orderLinesFromCart(state.lines).length > 0);
  const clearCart = useCartStore((state) => state.clear);
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null);
  /** The order whose confirmation was closed: its number and link stay on the page (issue #26). */
  const [closedOrder, setClosedOrder] = useState<Order | null>(null);
  const [shopperPhone, setShopperPhone] = useState<string | null>(null);
  const confirmationOpen = useRef(false);

  useEffect(() => {
    confirmationOpen.current = placedOrder !== null;
  }, [placedOrder]);

  // The cart empties when the confirmation closes (spec §4). A shopper who leaves the page or the tab
  // with the confirmation still open has placed the order too: their cart must not come back full.
  useEffect(() => {
    const clearIfOrdered = () => {
      if (confirmationOpen.current) useCartStore.getState().clear();
    };
    window.addEventListener('pagehide', clearIfOrdered);
    return () => {
      window.removeEventListener('pagehide', clearIfOrdered);
      clearIfOrdered();
    };
  }, []);

  // The same function on every render, so the form is not drawn again when the page's state changes.
  const orderPlaced = useCallback((order: Order) => {
    rememberOrder({ number: order.number, url: orderPagePath(order.trackingToken) });
    setClosedOrder(null);
    setPlacedOrder(order);
  }, []);

  function closeConfirmation() {
    setClosedOrder(placedOrder);
    setPlacedOrder(null);
    clearCart();
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Checkout
      </Typography>
      {closedOrder && <PlacedOrderNote order={closedOrder} />}
      <PanelColumns widths="7fr 5fr">
        <Panel>
          <CartSummary shopperPhone={shopperPhone} />
        </Panel>
        <Panel>
          <ShippingForm
            canOrder={canOrder}
            onOrderPlaced={orderPlaced}
            onPhoneChange={setShopperPhone}
          />
        </Panel>
      </PanelColumns>
      <OrderConfirmationDialog order={placedOrder} onClose={closeConfirmation} />
    </Container>
  );
}
