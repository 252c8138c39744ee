/** Copy of the home page that is not service, project or testimonial content. */
import { figures, figureText, type Counters } from '@/src/content/company';

export type HeroSlide = { eyebrow: string; title: string; text: string };

/** Hero slider: 'More than just a web agency' leads. */
export const heroSlides: readonly HeroSlide[] = [
  {
    eyebrow: 'Software & IT agency, Kolhapur',
    title: 'More than just a web agency',
    text: 'We plan, design, build and grow websites, apps and business software for companies that want technology to simply work.',
  },
  {
    eyebrow: 'Websites, apps and platforms',
    title: 'Fast, accessible products that people enjoy using',
    text: 'Performance and accessibility budgets on every project, measured before every release.',
  },
  {
    eyebrow: `Partners since ${figures.foundedYear}`,
    title: 'A senior team you can talk to directly',
    text: 'From the first workshop to years of support, you work with the people who write the code.',
  },
];

export const aboutTeaser = (counters: Counters) => ({
  eyebrow: 'About us',
  title: 'We turn good ideas into software that works for years',
  text: `Nexora Infotech is a software and IT services agency in Kolhapur. Since ${figures.foundedYear} we have helped ${figureText(counters.clients)} manufacturers, retailers, hospitals and start-ups in ${figures.countries.value} countries replace paperwork and guesswork with fast websites, dependable apps and business software built around the way they actually work.`,
  points: [
    'Senior engineers and designers on every project',
    'Weekly demos, no surprises',
    'Support plans that keep software healthy',
  ],
});

/** The sliding text band. */
export const slidingPhrases: readonly string[] = [
  'Web Development',
  'UI/UX Design',
  'E-commerce',
  'Digital Marketing',
  'Android Apps',
  'iOS Apps',
  'Custom Software',
];

/** The original showreel rendered into public/media by scripts/render-showreel.sh. */
export const showreel = {
  src: '/media/showreel.mp4',
  poster: '/media/showreel-poster.jpg',
  captions: '/media/showreel.vtt',
  title: 'Nexora Infotech showreel',
} as const;
