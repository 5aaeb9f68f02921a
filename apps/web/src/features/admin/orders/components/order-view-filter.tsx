import { AdminViewFilter } from '../../common/admin-view-filter';
import { ORDER_VIEWS, type OrderView } from '../order-views';

interface OrderViewFilterProps {
  view: OrderView;
  onChange: (view: OrderView) => void;
}

/** The row of views above the orders table (the Shipping List); one is always chosen. */
export function OrderViewFilter({ view, onChange }: OrderViewFilterProps) {
  return <AdminViewFilter label="Status" views={ORDER_VIEWS} view={view} onChange={onChange} />;
}
