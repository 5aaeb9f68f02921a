import { toast } from '../../../../lib/toasts';
import { useNavigate } from '../../../../lib/router';
import { AdminPage } from '../../common/admin-page';
import { ADMIN_HOME_PATH } from '../../layout/admin-sections';
import { useCreateProduct } from '../api/create-product';
import { toProductFormData } from '../product-form-data';
import { EMPTY_PRODUCT_FORM, emptyImageRow } from '../product-form.schema';
import { ProductForm } from './product-form';
import { ACTIVE_INACTIVE } from './product-kind-fields';

/** /v1/add-products-detail */
export function AddProductPage() {
  const navigate = useNavigate();
  const createProduct = useCreateProduct();

  return (
    <AdminPage title="Add Product Details">
      <ProductForm
        defaultValues={{ ...EMPTY_PRODUCT_FORM, images: [emptyImageRow()] }}
        topFeaturedOptions={ACTIVE_INACTIVE}
        showPriceField={false}
        onSave={async (values, imageNames) => {
          await createProduct.mutateAsync(
            toProductFormData(values, imageNames, { kind: 'create' }),
          );
          toast.success('Product added');
          navigate(ADMIN_HOME_PATH);
        }}
      />
    </AdminPage>
  );
}
