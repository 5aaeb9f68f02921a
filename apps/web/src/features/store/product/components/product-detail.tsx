import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { imageForColour, productColours } from '@shop/domain/cart';
import type { Product } from '@shop/domain/schemas/product.schema';
import { stepperState } from '@shop/domain/stepper';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toasts';
import { PriceTag } from '../../../../components/price-tag';
import { useCartStore, type StoreCartLine } from '../../cart/cart-store';
import { CodTrustNotes } from '../../shop-settings/components/cod-trust-notes';
import { ColourPicker } from './colour-picker';
import { ImageCarousel } from './image-carousel';
import { QuantityStepper } from './quantity-stepper';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.';

function toCartLine(product: Product, selectedColor: string, quantity: number): StoreCartLine {
  return {
    id: product.id,
    selectedColor,
    quantity,
    max_quantity: product.quantity,
    discounted_price: product.discounted_price,
    price: product.price,
    title: product.title,
    imageToShow: imageForColour(product, selectedColor),
    images: [...product.images],
    imageColors: [...product.imageColors],
    type: product.type,
    sub_type: product.sub_type,
  };
}

/** The product's images, title, price, colour, quantity and Add to Cart (spec §2, §4). */
export function ProductDetail({ product }: { product: Product | undefined }) {
  const navigate = useNavigate();
  const addItem = useCartStore((state) => state.addItem);
  const colours = product ? productColours(product) : [];
  const [colour, setColour] = useState(colours[0] ?? '');
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(0);
  const stock = product?.quantity ?? 0;
  const { addToCartDisabled } = stepperState(quantity, stock);

  const chooseColour = (next: string) => {
    setColour(next);
    if (!product) return;
    const file = imageForColour(product, next);
    setImageIndex(Math.max(0, product.images.indexOf(file)));
  };

  const addToCart = () => {
    if (!product) {
      toast.error(PRODUCT_NOT_FOUND_MESSAGE);
      return;
    }
    // A refused add opens the cart's stock-limit modal and the shopper stays here.
    if (addItem(toCartLine(product, colour, quantity))) navigate('/checkout');
  };

  if (!product) return null;

  return (
    <Box
      component="article"
      aria-labelledby="product-title"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <ImageCarousel
        images={product.images}
        imageColors={product.imageColors}
        index={imageIndex}
        onIndexChange={setImageIndex}
        title={product.title}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography
          id="product-title"
          component="h1"
          sx={{
            fontFamily: 'Georgia, "Times New Roman", serif',
            fontWeight: 700,
            fontSize: { xs: '1.8rem', md: '2.4rem' },
            lineHeight: 1.15,
            overflowWrap: 'anywhere',
          }}
        >
          {product.title}
        </Typography>
        <PriceTag
          price={product.price}
          discountedPrice={product.discounted_price}
          showPrice={product.show_price}
          size="large"
        />
        {colours.length > 0 && (
          <ColourPicker colours={colours} value={colour} onChange={chooseColour} />
        )}
        <QuantityStepper quantity={quantity} stock={stock} onChange={setQuantity} />
        <Box>
          <Button
            variant="contained"
            size="large"
            startIcon={<ShoppingCartOutlined />}
            disabled={addToCartDisabled}
            onClick={addToCart}
            sx={{ px: 5 }}
          >
            Add to Cart
          </Button>
        </Box>
        <CodTrustNotes product={product} />
        <Box component="section" aria-labelledby="description-heading">
          <Typography
            id="description-heading"
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}
          >
            Description
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
            {product.description}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
