import { AdminViewFilter } from '../../common/admin-view-filter';
import { SHIPPING_VIEWS, type ShippingView } from '../shipping-views';

interface ShippingViewFilterProps {
  view: ShippingView;
  onChange: (view: ShippingView) => void;
}

/** The row of views above the Shipping table; one is always chosen. */
export function ShippingViewFilter({ view, onChange }: ShippingViewFilterProps) {
  return <AdminViewFilter label="Status" views={SHIPPING_VIEWS} view={view} onChange={onChange} />;
}
