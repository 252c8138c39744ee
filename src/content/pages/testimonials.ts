/** Client testimonials (About: four, ratings 4.9 to 5.0; home shows the first two). */
export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  company: string;
  rating: number;
  /** Illustrated portrait (scripts/generate-portraits.mjs), 360 x 400. */
  image: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'They rebuilt our product catalogue so well that our dealers stopped calling us for prices. The team asked the right questions in week one and never missed a review meeting.',
    name: 'Prakash Jadhav',
    role: 'Managing Director',
    company: 'Raylite Electricals',
    rating: 5.0,
    image: '/team/clients/prakash-jadhav.svg',
  },
  {
    quote:
      'Our online store now does in a month what the marketplaces did in a quarter, at better margins. They understood that lamps are bought with the eyes and built the pages around that.',
    name: 'Meera Iyer',
    role: 'Founder',
    company: 'Lightopia Studio',
    rating: 4.9,
    image: '/team/clients/meera-iyer.svg',
  },
  {
    quote:
      'Moving a running hospital to new software sounded impossible. They migrated us over a weekend, trained every shift and stayed on the floor until the nurses were comfortable.',
    name: 'Dr. Sunil Mane',
    role: 'Medical Director',
    company: 'Sahyadri Care Hospital',
    rating: 5.0,
    image: '/team/clients/sunil-mane.svg',
  },
  {
    quote:
      'The salesman app works even in villages with no signal, which no other vendor could promise us. Orders reach the warehouse before the van leaves.',
    name: 'Anil Shah',
    role: 'Operations Head',
    company: 'Dynamic Distributors',
    rating: 4.9,
    image: '/team/clients/anil-shah.svg',
  },
];
