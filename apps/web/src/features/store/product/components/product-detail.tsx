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
import { ShoppingCartOutlinedIcon } from '../../../../components/light-icons';
import { PriceTag } from '../../../../components/price-tag';
import { useCartStore, type StoreCartLine } from '../../cart/cart-store';
import { CodTrustNotes } from '../../shop-settings/components/cod-trust-notes';
import { OptionPicker } from './option-picker';
import { ImageCarousel } from './image-carousel';
import { QuantityStepper } from './quantity-stepper';
import * as styles from './product-detail.css';

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
    <article aria-labelledby="product-title" className={styles.article}>
      <ImageCarousel
        images={product.images}
        imageColors={product.imageColors}
        pictureOption={pictureOption(product.options)}
        index={imageIndex}
        onIndexChange={setImageIndex}
        title={product.title}
      />
      <div className={styles.details}>
        <h1 id="product-title" className={styles.title}>
          {product.title}
        </h1>
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
        <div>
          <button
            type="button"
            disabled={addToCartDisabled}
            onClick={addToCart}
            className={styles.addToCart}
          >
            <span className={styles.addToCartIcon}>
              <ShoppingCartOutlinedIcon />
            </span>
            Add to Cart
          </button>
        </div>
        <CodTrustNotes product={product} />
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className={styles.descriptionHeading}>
            Description
          </h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      </div>
    </article>
  );
}
