import Alert from '@mui/material/Alert';
import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { toast } from '../../../../lib/toasts';
import { useNavigate, useParams } from '../../../../lib/router';
import { FLAG_ACTIVE, FLAG_INACTIVE } from '@shop/domain/constants';
import { isActiveFlag } from '@shop/domain/normalise';
import type { Product } from '@shop/domain/schemas/product.schema';
import { AdminPage } from '../../common/admin-page';
import { ADMIN_HOME_PATH } from '../../layout/admin-sections';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { toProductFormData } from '../product-form-data';
import { newRowKey, type ProductFormValues } from '../product-form.schema';
import { fromProductVariants, usableOptions } from '../variant-rows';
import { StockHistory } from '../../stock/components/stock-history';
import { stockMovedWhileEditing } from '../stock-moved';
import { ProductForm } from './product-form';
import type { FlagOption } from './product-kind-fields';

// The spec's edit form offers a lowercase 'active' for top_featured; the API reads either spelling.
const EDIT_TOP_FEATURED: readonly FlagOption[] = [
  { value: 'active', label: FLAG_ACTIVE },
  { value: FLAG_INACTIVE, label: FLAG_INACTIVE },
];

function toFormValues(product: Product): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    price: String(product.price),
    // A sale price equal to the price is no sale: the field stays blank.
    discounted_price:
      product.discounted_price < product.price ? String(product.discounted_price) : '',
    quantity: String(product.quantity),
    quantityWas: product.quantity,
    type: product.type,
    sub_type: product.sub_type ?? '',
    top_featured: isActiveFlag(product.top_featured) ? 'active' : FLAG_INACTIVE,
    show_price: isActiveFlag(product.show_price) ? FLAG_ACTIVE : FLAG_INACTIVE,
    images: product.images.map((name, index) => ({
      key: newRowKey(),
      existing: name,
      file: null,
      color: product.imageColors[index] ?? '',
    })),
    addOns: product.addOns.map((addOn) => ({ key: addOn.key, price: String(addOn.price) })),
    ...fromProductVariants(product.options, product.variants),
  };
}

/** /v1/edit-products-detail/:id */
export function EditProductPage() {
  const params = useParams();
  const id = Number(params.id);
  const navigate = useNavigate();
  const productQuery = useProduct(id);
  const updateProduct = useUpdateProduct();
  const product = productQuery.data;
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  let content;
  if (!Number.isInteger(id) || id <= 0) {
    content = <Alert severity="error">This product link is not valid.</Alert>;
  } else if (productQuery.isPending) {
    content = <CircularProgress aria-label="Loading product" />;
  } else if (!product) {
    content = <Alert severity="error">The product could not be loaded.</Alert>;
  } else {
    content = (
      <>
        <ProductForm
          key={product.id}
          defaultValues={toFormValues(product)}
          topFeaturedOptions={EDIT_TOP_FEATURED}
          showPriceField
          onStockAdjusted={setHistoryOf}
          onSave={async (values, imageNames) => {
            const saved = await updateProduct.mutateAsync({
              id: product.id,
              body: toProductFormData(values, imageNames, { kind: 'update', product }),
            });
            // Orders (or another admin) changed stock while this form was open: the change typed was
            // added to the stock as it then was, so the toast says what each variant holds now.
            const moved = stockMovedWhileEditing(
              usableOptions(values.options).length > 0 ? values.variants : [],
              saved.product,
            );
            toast.success(moved ? `Product updated. ${moved}` : 'Product updated');
            navigate(ADMIN_HOME_PATH);
          }}
        />
        <StockHistory
          product={product}
          variantId={historyOf ?? product.variants[0]?.id ?? null}
          onVariantChange={setHistoryOf}
        />
      </>
    );
  }

  return <AdminPage title="Edit Product Details">{content}</AdminPage>;
}
