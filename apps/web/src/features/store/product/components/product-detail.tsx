import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  hasOwnPicture,
  imageForChoice,
  pictureKey,
  pictureOption,
} from '@shop/domain/product-pictures';
import type { Product } from '@shop/domain/schemas/product.schema';
import { stepperState } from '@shop/domain/stepper';
import {
  chosenName,
  chosenPrices,
  chosenVariant,
  optionChoices,
  settleChoice,
} from '@shop/domain/variant-choice';
import { COLOUR_OPTION, optionKey, type VariantOptions } from '@shop/domain/variants';
import { useState } from 'react';
import { useNavigate } from '../../../../lib/router';
import { toast } from '../../../../lib/toasts';
import { buttonLook, buttonStartIconLook } from '../../../../components/light-controls';
import { ShoppingCartOutlinedIcon } from '../../../../components/light-icons';
import { PriceTag } from '../../../../components/price-tag';
import { useCartStore, type StoreCartLine } from '../../cart/cart-store';
import { CodTrustNotes } from '../../shop-settings/components/cod-trust-notes';
import { OptionPicker } from './option-picker';
import { ImageCarousel } from './image-carousel';
import { QuantityStepper } from './quantity-stepper';
import { displayTypeSx } from '../../../../components/display-type';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.';

const COLOUR = optionKey(COLOUR_OPTION);

function toCartLine(product: Product, choice: VariantOptions, quantity: number): StoreCartLine {
  const selectedColor = choice[COLOUR] ?? '';
  const variant = chosenVariant(product, choice);
  const prices = chosenPrices(product, variant);
  return {
    id: product.id,
    selectedColor,
    ...(variant ? { variantId: variant.id, variant: chosenName(product, variant) } : {}),
    quantity,
    max_quantity: variant?.quantity ?? product.quantity,
    discounted_price: prices.discountedPrice,
    price: prices.price,
    title: product.title,
    imageToShow: imageForChoice(product, choice),
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
  // The page starts on the first colour (and size) in stock; the server renders the same choice.
  const [choice, setChoice] = useState(() => (product ? settleChoice(product, {}) : {}));
  const [imageIndex, setImageIndex] = useState(() =>
    product ? Math.max(0, product.images.indexOf(imageForChoice(product, choice))) : 0,
  );
  const [quantity, setQuantity] = useState(0);
  const variant = product ? chosenVariant(product, choice) : undefined;
  const stock = variant?.quantity ?? product?.quantity ?? 0;
  const { addToCartDisabled } = stepperState(quantity, stock);

  const choose = (key: string, value: string) => {
    if (!product) return;
    const next = settleChoice(product, { ...choice, [key]: value });
    setChoice(next);
    // The chosen variant may have fewer left than the quantity picked for the last one.
    setQuantity((current) =>
      Math.min(current, chosenVariant(product, next)?.quantity ?? product.quantity),
    );
    // A new value of the option that owns the pictures (Colour, else the first: 'Style') shows its
    // own; a value without pictures of its own keeps the one in view.
    const owner = pictureKey(product.options);
    if (next[owner] === choice[owner] || !hasOwnPicture(product, next)) return;
    setImageIndex(Math.max(0, product.images.indexOf(imageForChoice(product, next))));
  };

  const addToCart = () => {
    if (!product) {
      toast.error(PRODUCT_NOT_FOUND_MESSAGE);
      return;
    }
    // A refused add opens the cart's stock-limit modal and the shopper stays here.
    if (addItem(toCartLine(product, choice, quantity))) navigate('/checkout');
  };

  if (!product) return null;
  const prices = chosenPrices(product, variant);

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
        pictureOption={pictureOption(product.options)}
        index={imageIndex}
        onIndexChange={setImageIndex}
        title={product.title}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography
          id="product-title"
          component="h1"
          sx={{
            ...displayTypeSx,
            fontSize: { xs: '1.8rem', md: '2.4rem' },
            lineHeight: 1.15,
            overflowWrap: 'anywhere',
          }}
        >
          {product.title}
        </Typography>
        <PriceTag
          price={prices.price}
          discountedPrice={prices.discountedPrice}
          showPrice={product.show_price}
          size="large"
        />
        {optionChoices(product, choice).map((option) => (
          <OptionPicker
            key={option.key}
            label={option.name}
            name={option.key}
            values={option.values}
            value={choice[option.key] ?? ''}
            onChange={(value) => choose(option.key, value)}
          />
        ))}
        <QuantityStepper quantity={quantity} stock={stock} onChange={setQuantity} />
        <Box>
          <Box
            component="button"
            type="button"
            disabled={addToCartDisabled}
            onClick={addToCart}
            sx={[buttonLook('contained', 'large'), { px: 5 }]}
          >
            <Box component="span" sx={buttonStartIconLook('large')}>
              <ShoppingCartOutlinedIcon />
            </Box>
            Add to Cart
          </Box>
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
