import { PAGE_TITLES } from '@shop/domain/site';
import type { ProductCard } from '@shop/domain/schemas/catalogue-query.schema';
import bagPromoOne from '../../../assets/bag-promo-1.svg?no-inline';
import bagPromoTwo from '../../../assets/bag-promo-2.svg?no-inline';
import jewelryPromoOne from '../../../assets/jewelry-promo-1.svg?no-inline';
import jewelryPromoTwo from '../../../assets/jewelry-promo-2.svg?no-inline';
import { useDocumentTitle } from '../../../components/use-document-title';
import { imageUrl } from '../../../lib/api-client';
import { useCataloguePage } from '../catalogue/api/get-catalogue-page';
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

export default function HomePage() {
  useDocumentTitle(PAGE_TITLES.home);
  const bags = useCataloguePage(BAGS_PROMO_REQUEST);
  const jewelry = useCataloguePage(JEWELRY_PROMO_REQUEST);

  return (
    <>
      <HeroSection />
      <BestSellers />
      <PromoSection
        id="bags-promo"
        title="Discover Your Perfect Bag"
        text="Totes for the office, clutches for the evening and everyday bags that keep up with you."
        images={promoImages(bags.data?.products, BAG_ART)}
        fallbackImages={BAG_ART}
        imageAlt="Handbags from the collection"
      />
      <PromoSection
        id="jewelry-promo"
        title="Dazzle in Style: Jewelry for Every Occasion"
        text="Earrings, bangles, matha patti and more, from everyday sparkle to wedding-day statement pieces."
        images={promoImages(jewelry.data?.products, JEWELRY_ART)}
        fallbackImages={JEWELRY_ART}
        imageAlt="Jewelry from the collection"
        reverse
      />
      <TestimonialsCarousel />
    </>
  );
}
