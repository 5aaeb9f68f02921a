import { Link } from '../lib/router';
import { PriceTag } from './price-tag';
import { PRODUCT_GRID_IMAGE_SIZES } from './product-grid';
import { ProductImage } from './product-image';
import { SoldOutBadge } from './sold-out-badge';
import * as styles from './product-card.css';

export interface ProductCardData {
  id: number;
  title: string;
  price: number | string;
  discounted_price: number | string;
  show_price: unknown;
  /** The first image's name, null when the product has none. */
  image: string | null;
  /** No unit left (quantity 0): the card says "Sold out". */
  soldOut?: boolean;
  /** Its variants cost different amounts: the price is the lowest, "From …". */
  fromPrice?: boolean;
}

/** One product in a grid: image, title and price; the whole card is one link to its page. */
export function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardData;
  /** In the first row of the first screen: its image loads at once (see ProductImage). */
  eager?: boolean;
}) {
  return (
    <article className={styles.card}>
      <Link to={`/product/${product.id}`} className={styles.link}>
        <ProductImage
          image={product.image}
          alt={product.title}
          sizes={PRODUCT_GRID_IMAGE_SIZES}
          decorative
          eager={eager}
        />
        <div className={styles.text}>
          <h3 className={styles.title}>{product.title}</h3>
          <PriceTag
            price={product.price}
            discountedPrice={product.discounted_price}
            showPrice={product.show_price}
            from={product.fromPrice}
          />
        </div>
        {product.soldOut && <SoldOutBadge />}
      </Link>
    </article>
  );
}
