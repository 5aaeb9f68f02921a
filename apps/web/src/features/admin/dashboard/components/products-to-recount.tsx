import Alert from '@mui/material/Alert';
import { Link } from '../../../../lib/router';
import { useProductsToRecount } from '../api/get-recount';
import { DashboardSection } from './dashboard-section';
import { FiguresTable } from './figures-table';

/**
 * The products to count again: the migration gave each one's whole stock to its first colour (decision
 * 0024), so the others show sold out until staff record a recount on the product's page.
 */
export function ProductsToRecount() {
  const recount = useProductsToRecount();
  if (recount.isPending) return null;
  if (recount.isError) {
    return (
      <DashboardSection title="Products to recount">
        <Alert severity="error">Failed to fetch the products to recount.</Alert>
      </DashboardSection>
    );
  }
  const { products } = recount.data;
  const note =
    products.length === 0
      ? 'Every product has been counted since its stock was split by colour.'
      : `${products.length} product${products.length === 1 ? '' : 's'} to count: their stock is all on the first colour until counted.`;
  return (
    <DashboardSection title="Products to recount" note={note}>
      {products.length === 0 ? null : (
        <FiguresTable
          label="Products to recount"
          columns={['Product', 'In stock']}
          numeric={[1]}
          rows={products.map((product) => ({
            key: product.id,
            cells: [
              <Link key="title" to={`/v1/edit-products-detail/${product.id}`}>
                {product.title}
              </Link>,
              product.quantity,
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
