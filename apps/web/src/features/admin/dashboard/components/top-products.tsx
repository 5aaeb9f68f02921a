import Typography from '@mui/material/Typography';
import { DASHBOARD_DAYS } from '@shop/domain/dashboard';
import { formatRupees } from '@shop/domain/money';
import type { TopProduct } from '@shop/domain/schemas/dashboard.schema';
import { Link } from '../../../../lib/router';
import { DashboardSection } from './dashboard-section';
import { FiguresTable, InlineBar } from './figures-table';

function ProductName({ product }: { product: TopProduct }) {
  if (product.productId === null) return <>{product.title} (deleted)</>;
  return <Link to={`/v1/edit-products-detail/${product.productId}`}>{product.title}</Link>;
}

/** The best sellers by units over the last 30 days, in orders not cancelled, with what they sold for. */
export function TopProducts({ products }: { products: TopProduct[] }) {
  const max = Math.max(1, ...products.map((product) => product.units));
  return (
    <DashboardSection
      title="Top products"
      note={`Last ${DASHBOARD_DAYS} days, by units ordered (cancelled orders left out); revenue is units times the price paid, before coupons and delivery`}
    >
      {products.length === 0 ? (
        <Typography>No products ordered in the last {DASHBOARD_DAYS} days.</Typography>
      ) : (
        <FiguresTable
          label="Top products"
          columns={['#', 'Product', 'Units', 'Revenue', 'Share']}
          numeric={[0, 2, 3]}
          wideOnly={[4]}
          rows={products.map((product, index) => ({
            key: product.productId ?? `deleted-${product.title}`,
            cells: [
              index + 1,
              <ProductName key="name" product={product} />,
              product.units,
              formatRupees(product.revenue),
              <InlineBar key="bar" share={product.units / max} colour="#834F37" />,
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
