import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shop/domain/money';
import { smallImageUrl } from '../../../../lib/api-client';
import { AdminPage } from '../../common/admin-page';
import { AdminListTable } from '../../common/admin-list-table';
import { useCartItems } from '../api/get-cart-items';

const COLUMNS = ['Product ID', 'Title', 'Price', 'Quantity', 'Image'] as const;

/** /v1/checkout: 'View Cart', what shoppers currently hold in their carts (spec §2). */
export function CartsPage() {
  const list = useCartItems();
  const { items } = list;

  return (
    <AdminPage title="View Cart">
      <AdminListTable
        list={list}
        label="Cart items"
        columns={COLUMNS}
        failedMessage="Failed to fetch cart items."
        emptyMessage="No products available in the cart"
        searchLabel="Search by product title or ID"
        // Six columns do not fit 375 px: a card per line, as Contacts and Reviews, never a sideways scroll.
        stackedOnPhone
      >
        {items.map((item) => {
          const image = item.product.images[0];
          return (
            <TableRow key={item.id} hover>
              <TableCell>{item.productId}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.title}
                </Typography>
                {item.variantName ? (
                  <Typography variant="caption" component="p">
                    <Box component="span" sx={{ textTransform: 'capitalize' }}>
                      {item.variantName}
                    </Box>
                    {item.sku ? ` · SKU ${item.sku}` : null}
                  </Typography>
                ) : item.selectedColor ? (
                  <Typography variant="caption" sx={{ textTransform: 'capitalize' }}>
                    Colour: {item.selectedColor}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRupees(item.price)}</TableCell>
              <TableCell>{item.quantity}</TableCell>
              <TableCell>
                {image ? (
                  <Box
                    component="img"
                    src={smallImageUrl(image)}
                    alt={item.title}
                    loading="lazy"
                    sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </AdminListTable>
    </AdminPage>
  );
}
