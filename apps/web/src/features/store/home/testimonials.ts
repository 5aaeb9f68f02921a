/** The four customer testimonials on the home page (spec §2, §9: 4, each rated 5 stars). */
export interface Testimonial {
  quote: string;
  name: string;
  city: string;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'The jhumkas I ordered for my sister’s mehndi looked even better in person. Packed beautifully and delivered in three days.',
    name: 'Ayesha Khan',
    city: 'Lahore',
    rating: 5,
  },
  {
    quote:
      'My leather tote is sturdy, roomy and gets compliments at the office every week. Paying cash on delivery made it easy to trust.',
    name: 'Sana Malik',
    city: 'Karachi',
    rating: 5,
  },
  {
    quote:
      'I bought a matha pati for my wedding and it was exactly as pictured. The team helped me choose over WhatsApp.',
    name: 'Hira Ahmed',
    city: 'Islamabad',
    rating: 5,
  },
  {
    quote:
      'Lovely bangles at a fair price. One was the wrong size and they exchanged it without any fuss.',
    name: 'Mahnoor Iqbal',
    city: 'Faisalabad',
    rating: 5,
  },
];
