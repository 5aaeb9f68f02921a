import { PAGE_TITLES } from '@shop/domain/site';
import type { ProductCard } from '@shop/domain/schemas/catalogue-query.schema';
import bagPromoOne from '../../../assets/bag-promo-1.svg?no-inline';
import bagPromoTwo from '../../../assets/bag-promo-2.svg?no-inline';
import jewelryPromoOne from '../../../assets/jewelry-promo-1.svg?no-inline';
import jewelryPromoTwo from '../../../assets/jewelry-promo-2.svg?no-inline';
import { memo } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { imageUrl } from '../../../lib/api-client';
import { useCataloguePage, type CatalogueRequest } from '../catalogue/api/get-catalogue-page';
import { BestSellers } from './components/best-sellers';
import { HeroSection } from './components/hero-section';
import { BAGS_PROMO_REQUEST, JEWELRY_PROMO_REQUEST } from './home-queries';
import { PromoSection } from './components/promo-section';
import { TestimonialsCarousel } from './components/testimonials-carousel';

const BAG_ART = [bagPromoOne, bagPromoTwo] as const;
const JEWELRY_ART = [jewelryPromoOne, jewelryPromoTwo] as const;

/** Two photos of the shop's own products of a type when it has them, else the bundled artwork. */
function promoImages(
  cards: readonly ProductCard[] | undefined,
  fallback: readonly [string, string],
): readonly [string, string] {
  const files = (cards ?? []).map((card) => card.image).filter(Boolean);
  const [first, second] = [...new Set(files)];
  return first && second ? [imageUrl(first), imageUrl(second)] : fallback;
}

/** A promo of one type of product, beside photos of its newest products. */
interface TypePromo {
  id: string;
  title: string;
  text: string;
  imageAlt: string;
  request: CatalogueRequest;
  art: readonly [string, string];
}

const TYPE_PROMOS: readonly TypePromo[] = [
  {
    id: 'bags-promo',
    title: 'Discover Your Perfect Bag',
    text: 'Totes for the office, clutches for the evening and everyday bags that keep up with you.',
    imageAlt: 'Handbags from the collection',
    request: BAGS_PROMO_REQUEST,
    art: BAG_ART,
  },
  {
    id: 'jewelry-promo',
    title: 'Dazzle in Style: Jewelry for Every Occasion',
    text: 'Earrings, bangles, matha patti and more, from everyday sparkle to wedding-day statement pieces.',
    imageAlt: 'Jewelry from the collection',
    request: JEWELRY_PROMO_REQUEST,
    art: JEWELRY_ART,
  },
];

function TypePromoSection({ promo, reverse }: { promo: TypePromo; reverse: boolean }) {
  const { request, art, ...words } = promo;
  const cards = useCataloguePage(request).data?.products;
  return (
    <PromoSection
      {...words}
      images={promoImages(cards, art)}
      fallbackImages={art}
      reverse={reverse}
    />
  );
}

/**
 * The best sellers and the promos, below the hero on a phone: hydrated when the shopper nears them, so
 * the header answers sooner (issue 24). Memo: drawn again while it waits, the part would lose the
 * server's markup.
 */
const BelowTheHero = memo(function BelowTheHero() {
  return (
    <HydrateWhenNear name="below-the-hero">
      <BestSellers />
      {TYPE_PROMOS.map((promo, index) => (
        // Every other promo has its photos on the other side, so that they mirror each other.
        <TypePromoSection key={promo.id} promo={promo} reverse={index % 2 === 1} />
      ))}
    </HydrateWhenNear>
  );
});

export default function HomePage() {
  useDocumentTitle(PAGE_TITLES.home);

  return (
    <>
      <HeroSection />
      <BelowTheHero />
      <TestimonialsCarousel />
    </>
  );
}
