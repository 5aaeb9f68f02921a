/** The demo shop's catalogue: what a new shop shows before staff add their own products. */
import type { JewelrySubType, ProductType } from '@shop/domain/constants';
import { DEFAULT_SHOP_SETTINGS } from '@shop/domain/schemas/shop-settings.schema';
import type { ArtColour, ArtKind } from './demo-art';

export interface DemoProduct {
  title: string;
  description: string;
  /** Rupees. */
  price: number;
  /** Rupees; shown struck-through beside the price when set (show_price Active). */
  salePrice?: number;
  quantity: number;
  type: ProductType;
  subType: JewelrySubType | null;
  bestSeller?: boolean;
  art: ArtKind;
  /** One picture per colour, in this order. */
  colours: ArtColour[];
}

const bag = (product: Omit<DemoProduct, 'type' | 'subType'>): DemoProduct => ({
  ...product,
  type: 'Bags',
  subType: null,
});
const jewel = (subType: JewelrySubType, product: Omit<DemoProduct, 'type' | 'subType'>) => ({
  ...product,
  type: 'Jewelry' as const,
  subType,
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  bag({
    title: 'Tan Leather Tote',
    description:
      'Roomy everyday tote in soft vegan leather with a zipped inner pocket and sturdy shoulder handles. Fits a 13-inch laptop.',
    price: 7499,
    quantity: 12,
    bestSeller: true,
    art: 'tote',
    colours: ['tan', 'black', 'maroon'],
  }),
  bag({
    title: 'Quilted Crossbody Bag',
    description:
      'Diamond-quilted crossbody with an adjustable strap and a gold-tone clasp. Small enough for errands, smart enough for dinner.',
    price: 4250,
    salePrice: 3599,
    quantity: 9,
    bestSeller: true,
    art: 'crossbody',
    colours: ['black', 'maroon'],
  }),
  bag({
    title: 'Embroidered Potli Clutch',
    description:
      'Hand-finished clutch with zari-style stitching along the flap. Made for mehndi nights and wedding season.',
    price: 2450,
    quantity: 15,
    art: 'clutch',
    colours: ['maroon', 'gold'],
  }),
  bag({
    title: 'Structured Office Satchel',
    description:
      'A clean, structured satchel with two compartments and a top handle that keeps its shape from morning meetings to evening.',
    price: 9800,
    quantity: 6,
    art: 'tote',
    colours: ['black', 'tan'],
  }),
  bag({
    title: 'Mini Bucket Bag',
    description: 'Compact bucket bag with a drawstring top and a detachable strap.',
    price: 3150,
    quantity: 10,
    art: 'crossbody',
    colours: ['beige', 'tan'],
  }),
  bag({
    title: 'Woven Summer Shopper',
    description: 'Lightweight woven shopper for the bazaar or the beach, with a magnetic closure.',
    price: 2799,
    quantity: 18,
    art: 'tote',
    colours: ['beige'],
  }),
  bag({
    title: 'Velvet Evening Clutch',
    description:
      'Plush velvet envelope clutch with a dotted gold trim and a slim chain you can tuck away.',
    price: 3950,
    salePrice: 2950,
    quantity: 7,
    bestSeller: true,
    art: 'clutch',
    colours: ['black', 'maroon'],
  }),
  bag({
    title: 'Canvas Weekender',
    description:
      'Heavy canvas weekender with leather trims, a shoe pocket and a padded shoulder strap. Ready for a trip to the northern areas.',
    price: 12500,
    quantity: 4,
    art: 'tote',
    colours: ['tan'],
  }),
  jewel('Earrings', {
    title: 'Gold Hoop Earrings',
    description: 'Polished medium hoops with a secure hinged clasp. Light enough to wear all day.',
    price: 1850,
    quantity: 25,
    bestSeller: true,
    art: 'hoop',
    colours: ['gold', 'silver', 'rose gold'],
  }),
  jewel('Earrings', {
    title: 'Kundan Jhumka Earrings',
    description:
      'Traditional bell jhumkas set with kundan-style stones and a fringe of faux pearls. A festive classic.',
    price: 3450,
    salePrice: 2899,
    quantity: 8,
    bestSeller: true,
    art: 'jhumka',
    colours: ['gold', 'maroon'],
  }),
  jewel('Earrings', {
    title: 'Pearl Drop Jhumkis',
    description: 'Petite jhumkis finished with a row of pearls, sized for everyday wear.',
    price: 2250,
    quantity: 14,
    art: 'jhumka',
    colours: ['gold', 'silver'],
  }),
  jewel('Earrings', {
    title: 'Oxidised Silver Jhumka',
    description:
      'Antique-finish jhumkas with etched detailing that pair well with lawn and khaddar.',
    price: 1350,
    quantity: 20,
    art: 'jhumka',
    colours: ['silver', 'black'],
  }),
  jewel('Rings', {
    title: 'Solitaire Cocktail Ring',
    description: 'A single sparkling stone raised on a slim band. Adjustable to most sizes.',
    price: 2650,
    quantity: 11,
    art: 'ring',
    colours: ['silver', 'gold', 'rose gold'],
  }),
  jewel('Rings', {
    title: 'Rose Gold Stackable Ring',
    description: 'A delicate band made to be worn alone or stacked with others.',
    price: 1450,
    quantity: 22,
    art: 'ring',
    colours: ['rose gold'],
  }),
  jewel('Rings', {
    title: 'Statement Crystal Ring',
    description: 'A bold crystal in a tiered setting for weddings and dawats.',
    price: 4800,
    salePrice: 3999,
    quantity: 5,
    art: 'ring',
    colours: ['gold', 'silver'],
  }),
  jewel('Rings', {
    title: 'Adjustable Band Ring',
    description: 'A simple open band that adjusts to fit. Tarnish-resistant plating.',
    price: 850,
    quantity: 30,
    art: 'ring',
    colours: ['silver', 'gold'],
  }),
  jewel('Pendants', {
    title: 'Teardrop Crystal Pendant',
    description: 'A faceted teardrop crystal on an 18-inch fine chain with a lobster clasp.',
    price: 2350,
    quantity: 13,
    bestSeller: true,
    art: 'pendant',
    colours: ['silver', 'gold', 'rose gold'],
  }),
  jewel('Pendants', {
    title: 'Kundan Pendant Set',
    description: 'An ornate kundan-style pendant on a matching chain, for formal evenings.',
    price: 5600,
    salePrice: 4750,
    quantity: 6,
    art: 'pendant',
    colours: ['gold'],
  }),
  jewel('Pendants', {
    title: 'Rose Gold Drop Pendant',
    description: 'A minimal drop pendant that sits just below the collarbone.',
    price: 1999,
    quantity: 16,
    art: 'pendant',
    colours: ['rose gold', 'silver'],
  }),
  jewel('Pendants', {
    title: 'Onyx Charm Pendant',
    description: 'A glossy black charm on a slim chain; understated and easy to layer.',
    price: 1150,
    quantity: 2,
    art: 'pendant',
    colours: ['black'],
  }),
  jewel('Anklets', {
    title: 'Ghungroo Anklet Pair',
    description: 'A pair of payal with tiny ghungroo bells that chime softly as you walk.',
    price: 1650,
    quantity: 19,
    bestSeller: true,
    art: 'anklet',
    colours: ['silver', 'gold'],
  }),
  jewel('Anklets', {
    title: 'Beaded Payal',
    description: 'Fine beaded anklet with an extender chain for the right fit.',
    price: 1250,
    quantity: 12,
    art: 'anklet',
    colours: ['silver'],
  }),
  jewel('Anklets', {
    title: 'Delicate Chain Anklet',
    description: 'A barely-there chain anklet with a single stone charm.',
    price: 950,
    quantity: 24,
    art: 'anklet',
    colours: ['gold', 'rose gold'],
  }),
  jewel('Matha Pati', {
    title: 'Bridal Kundan Matha Pati',
    description:
      'Layered bridal matha pati with kundan-style stones and a central tikka drop. Hooks into the hair on both sides.',
    price: 6900,
    salePrice: 5499,
    quantity: 4,
    bestSeller: true,
    art: 'matha-pati',
    colours: ['gold'],
  }),
  jewel('Matha Pati', {
    title: 'Pearl Matha Pati',
    description: 'Strands of faux pearls framing the forehead with a soft, bridal glow.',
    price: 4200,
    quantity: 7,
    art: 'matha-pati',
    colours: ['gold', 'silver'],
  }),
  jewel('Matha Pati', {
    title: 'Polki Matha Pati',
    description: 'Statement matha pati with polki-style stones for baraat and walima.',
    price: 8750,
    quantity: 3,
    art: 'matha-pati',
    colours: ['gold', 'maroon'],
  }),
  jewel('Bindiya', {
    title: 'Classic Gold Bindiya',
    description: 'A floral bindiya on a beaded chain with a pearl drop.',
    price: 1750,
    quantity: 15,
    art: 'bindiya',
    colours: ['gold'],
  }),
  jewel('Bindiya', {
    title: 'Pearl Drop Bindiya',
    description: 'A petite bindiya with a hanging pearl; light enough for a full evening.',
    price: 2100,
    quantity: 10,
    art: 'bindiya',
    colours: ['gold', 'silver'],
  }),
  jewel('Bindiya', {
    title: 'Maroon Stone Bindiya',
    description: 'Deep maroon stones set in a flower motif to match a bridal red.',
    price: 1450,
    quantity: 9,
    art: 'bindiya',
    colours: ['maroon'],
  }),
  jewel('Bangles', {
    title: 'Set of Six Glossy Bangles',
    description: 'Six smooth bangles with a glass-like finish. Size 2.6.',
    price: 1200,
    quantity: 28,
    art: 'bangle',
    colours: ['maroon', 'gold', 'black'],
  }),
  jewel('Bangles', {
    title: 'Kundan Kada Bangles',
    description: 'A pair of broad kadas with kundan-style detailing for festive outfits.',
    price: 4950,
    salePrice: 3950,
    quantity: 6,
    art: 'bangle',
    colours: ['gold'],
  }),
  jewel('Bangles', {
    title: 'Sterling Finish Bangles',
    description: 'Three slim bangles with a bright sterling finish that stack neatly.',
    price: 3300,
    quantity: 11,
    art: 'bangle',
    colours: ['silver', 'rose gold'],
  }),
  jewel('Bracelets', {
    title: 'Tennis Bracelet',
    description: 'A line of bright stones on a flexible setting with a box clasp.',
    price: 3750,
    quantity: 8,
    bestSeller: true,
    art: 'bracelet',
    colours: ['silver', 'gold', 'rose gold'],
  }),
  jewel('Bracelets', {
    title: 'Charm Bracelet',
    description: 'A bead bracelet with a polished clasp, easy to wear every day.',
    price: 1900,
    quantity: 14,
    art: 'bracelet',
    colours: ['gold', 'silver'],
  }),
  jewel('Bracelets', {
    title: 'Black Bead Bracelet',
    description: 'Glossy black beads with gold-tone accents; a modern take on the nazar bracelet.',
    price: 1050,
    quantity: 21,
    art: 'bracelet',
    colours: ['black', 'gold'],
  }),
];

/** Reviews by product title. */
export const DEMO_REVIEWS: { title: string; rating: number; comment: string }[] = [
  {
    title: 'Tan Leather Tote',
    rating: 5,
    comment: 'Beautiful colour and very roomy. Delivered to Lahore in two days.',
  },
  {
    title: 'Tan Leather Tote',
    rating: 4,
    comment: 'Good quality stitching. Wish the strap were a little longer.',
  },
  {
    title: 'Kundan Jhumka Earrings',
    rating: 5,
    comment: 'Wore them to my cousin’s mehndi and got so many compliments!',
  },
  {
    title: 'Gold Hoop Earrings',
    rating: 5,
    comment: 'Light and comfortable, exactly as pictured.',
  },
  {
    title: 'Bridal Kundan Matha Pati',
    rating: 5,
    comment: 'Looked stunning with my bridal dupatta. Packed very carefully.',
  },
  {
    title: 'Ghungroo Anklet Pair',
    rating: 4,
    comment: 'Lovely sound, the clasp is a little small but works well.',
  },
  {
    title: 'Tennis Bracelet',
    rating: 5,
    comment: 'Sparkles beautifully, great value for the price.',
  },
  {
    title: 'Velvet Evening Clutch',
    rating: 4,
    comment: 'Soft velvet and a nice size for a phone and lipstick.',
  },
];

export const DEMO_COUPON = { couponCode: 'WELCOME10', discount: 10 };

/**
 * The demo shop's WhatsApp number (the one its pages showed before the owner could set it): the header
 * and footer link to it until the owner writes the shop's own on /v1/settings.
 */
export const DEMO_SHOP_SETTINGS = { ...DEFAULT_SHOP_SETTINGS, whatsappNumber: '03001234567' };
