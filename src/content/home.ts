import 'server-only';
import { cache } from 'react';
import icons from '@/wordpress/mu-plugins/agency/service-icons.json' with { type: 'json' };
import { isFollowableHref } from '@/src/shell/navigation';
import { failed } from './loaded';
import { heroButtons, heroSlides, type HeroButton, type HeroSlide } from './pages/home';
import { homeServiceCards, type IconName, type ServiceCard } from './services';
import { getHomeSettings, type HomeSettingsInput } from './wordpress/home';

export type HomeSettings = {
  readonly slides: readonly HeroSlide[];
  readonly buttons: readonly HeroButton[];
  readonly serviceCards: readonly ServiceCard[];
};

const iconNames = new Set<string>(icons.map((icon) => icon.slug));

/**
 * The home page's words as editors keep them (Site details > Home page): the slides with a title (the
 * site's own when none has one: the first title is the page's h1), the buttons with a label and a
 * link, and the four service cards, each empty or unusable field the site's own for that card.
 */
export function homeFrom(given: HomeSettingsInput | null): HomeSettings {
  if (!given) return { slides: heroSlides, buttons: heroButtons, serviceCards: homeServiceCards };
  const slides = given.hero.slides
    .map((slide) => ({ eyebrow: slide.eyebrow.trim(), title: slide.title.trim(), text: slide.text.trim() }))
    .filter((slide) => slide.title);
  const buttons = given.hero.buttons
    .map((button) => ({ label: button.label.trim(), href: button.href.trim() }))
    .filter((button) => button.label && isFollowableHref(button.href));
  const serviceCards = homeServiceCards.map((own, index): ServiceCard => {
    const card = given.serviceCards[index];
    const href = card?.href.trim() ?? '';
    return {
      title: card?.title.trim() || own.title,
      text: card?.text.trim() || own.text,
      icon: card && iconNames.has(card.icon) ? (card.icon as IconName) : own.icon,
      href: isFollowableHref(href) ? href : own.href,
    };
  });
  return { slides: slides.length ? slides : heroSlides, buttons, serviceCards };
}

/** Read once per render; while WordPress cannot be read (logged), the site's own words. */
export const homeSettings = cache(async (): Promise<HomeSettings> => {
  try {
    return homeFrom(await getHomeSettings());
  } catch (error) {
    failed('home page settings', error);
    return homeFrom(null);
  }
});
