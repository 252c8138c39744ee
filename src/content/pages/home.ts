/** Copy of the home page that is not service, project or testimonial content. */
import { figures, figureText, type Counters } from '@/src/content/company';
import seededHome from '@/wordpress/seed/home.json' with { type: 'json' };

export type HeroSlide = { eyebrow: string; title: string; text: string };
export type HeroButton = { label: string; href: string };

/**
 * Hero slider, the site's own ('More than just a web agency' leads) and its two buttons: the home page
 * shows the ones editors keep in WordPress (`src/content/home.ts`), these when WordPress cannot say.
 */
export const heroSlides: readonly HeroSlide[] = seededHome.hero.slides;
export const heroButtons: readonly HeroButton[] = seededHome.hero.buttons;

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

/** The original showreel rendered into public/media by tools/render-showreel.mjs. */
export const showreel = {
  src: '/media/showreel.mp4',
  poster: '/media/showreel-poster.jpg',
  captions: '/media/showreel.vtt',
  title: 'Nexora Infotech showreel',
} as const;
