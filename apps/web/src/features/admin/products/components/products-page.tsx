import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import TranslateIcon from '@mui/icons-material/Translate';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PercentIcon from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link } from '../../../../lib/router';
import { formatRupees } from '@shop/domain/money';
import type { Product } from '@shop/domain/schemas/product.schema';
import { smallImageUrl } from '../../../../lib/api-client';
import { AdminPage } from '../../common/admin-page';
import { AdminListTable } from '../../common/admin-list-table';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useDeleteProduct } from '../api/delete-product';
import { useExportProducts } from '../api/export-products';
import { useProducts } from '../api/get-products';
import { ActiveDiscounts } from './active-discounts';
import { DiscountDialog } from './discount-dialog';
import { ImportProductsDialog } from './import-products-dialog';
import { ProductImagesDialog } from './product-images-dialog';
import { PendingButton } from '../../common/pending-button';

const COLUMNS = [
  'Product ID',
  'Title',
  'Description',
  'Price',
  'Discounted Price',
  'Quantity',
  'Type',
  'Sub Type',
  'Image',
  'Action',
] as const;

/** /v1/products/detail: 'View Product Details' (spec §2), with the products as CSV (issue #12). */
export function ProductsPage() {
  const list = useProducts();
  const { items: products, paging } = list;
  const deleteProduct = useDeleteProduct();
  const exportProducts = useExportProducts();
  const [discountOpen, setDiscountOpen] = useState(false);
  // Ticked rows, kept across pages and searches: a discount's 'Selected products' (decision 0025).
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const tick = (ids: readonly number[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const pageTicked = products.length > 0 && products.every((product) => selected.has(product.id));
  const [importOpen, setImportOpen] = useState(false);
  const [imagesOf, setImagesOf] = useState<Product | null>(null);

  return (
    <AdminPage
      title="View Product Details"
      actions={
        <>
          <Button
            component={Link}
            to="/v1/add-products-detail"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Add Product Details
          </Button>
          <Button
            variant="outlined"
            startIcon={<PercentIcon />}
            onClick={() => setDiscountOpen(true)}
            disabled={paging.total === 0 && !paging.q}
          >
            Update Discount
          </Button>
          {selected.size > 0 ? (
            <>
              <Button
                variant="contained"
                startIcon={<PercentIcon />}
                onClick={() => setDiscountOpen(true)}
              >
                Discount {selected.size} selected
              </Button>
              <Button onClick={() => setSelected(new Set())}>Clear selection</Button>
            </>
          ) : null}
          <PendingButton
            variant="outlined"
            pending={exportProducts.isPending}
            icon={<FileDownloadIcon />}
            onClick={() => exportProducts.mutate()}
          >
            Export CSV
          </PendingButton>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => setImportOpen(true)}
          >
            Import CSV
          </Button>
          <Button
            component={Link}
            to="/v1/products/search-words"
            variant="outlined"
            startIcon={<TranslateIcon />}
          >
            Search words
          </Button>
        </>
      }
    >
      <ActiveDiscounts />
      <AdminListTable
        list={list}
        leadingHeader={
          <Checkbox
            size="small"
            checked={pageTicked}
            disabled={products.length === 0}
            onChange={(event) =>
              tick(
                products.map((product) => product.id),
                event.target.checked,
              )
            }
            slotProps={{ input: { 'aria-label': 'Select every product on this page' } }}
          />
        }
        label="Products"
        columns={COLUMNS}
        failedMessage="Failed to fetch products."
        emptyMessage="No products available"
        searchLabel="Search by title, description, type or ID"
      >
        {products.map((product) => (
          <TableRow key={product.id} hover selected={selected.has(product.id)}>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={selected.has(product.id)}
                onChange={(event) => tick([product.id], event.target.checked)}
                slotProps={{ input: { 'aria-label': `Select ${product.title}` } }}
              />
            </TableCell>
            <TableCell>{product.id}</TableCell>
            <TableCell sx={{ minWidth: 120, maxWidth: 180, fontWeight: 600 }}>
              {product.title}
            </TableCell>
            <TableCell sx={{ minWidth: 180, maxWidth: 240 }}>
              <Box
                title={product.description}
                sx={{
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {product.description}
              </Box>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRupees(product.price)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatRupees(product.discounted_price)}
            </TableCell>
            <TableCell>{product.quantity}</TableCell>
            <TableCell>{product.type}</TableCell>
            <TableCell>{product.sub_type ?? '—'}</TableCell>
            <TableCell>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                {product.images[0] ? (
                  <Box
                    component="img"
                    src={smallImageUrl(product.images[0])}
                    alt={product.title}
                    loading="lazy"
                    sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : null}
                <Button
                  size="small"
                  onClick={() => setImagesOf(product)}
                  aria-label={`View Images of ${product.title}`}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  View Images
                </Button>
              </Stack>
            </TableCell>
            <TableCell>
              <Stack direction="row">
                <Tooltip title={`Edit ${product.title}`}>
                  <IconButton
                    component={Link}
                    to={`/v1/edit-products-detail/${product.id}`}
                    aria-label={`Edit ${product.title}`}
                    color="primary"
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <DeleteRowButton
                  label={`Delete ${product.title}`}
                  confirmTitle="Delete product?"
                  confirmMessage={`"${product.title}" will be removed from the shop. This cannot be undone.`}
                  onDelete={() => deleteProduct.mutateAsync(product.id)}
                />
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </AdminListTable>
      <DiscountDialog
        open={discountOpen}
        selectedIds={[...selected]}
        onClose={() => setDiscountOpen(false)}
        onApplied={() => setSelected(new Set())}
      />
      <ImportProductsDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <ProductImagesDialog product={imagesOf} onClose={() => setImagesOf(null)} />
    </AdminPage>
  );
}
