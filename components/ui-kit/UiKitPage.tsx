import { ServerImage } from '@/components/ui/ServerImage';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { Icon } from '@/components/icons/Icon';
import { Accordion } from '@/components/widgets/Accordion';
import { AnchorLink } from '@/components/ui-kit/widgets/AnchorLink';
import { Carousel } from '@/components/widgets/Carousel';
import { CircleProgress } from '@/components/ui-kit/widgets/CircleProgress';
import { Counter } from '@/components/widgets/Counter';
import { CurvedText } from '@/components/widgets/CurvedText';
import { CustomCursor } from '@/components/ui-kit/widgets/CustomCursor';
import { FilterGrid } from '@/components/widgets/FilterGrid';
import { ImageGallery } from '@/components/ui-kit/widgets/ImageGallery';
import { MiniCart } from '@/components/ui-kit/widgets/MiniCart';
import { OnePageMenu } from '@/components/ui-kit/widgets/OnePageMenu';
import { PaymentAccordion } from '@/components/ui-kit/widgets/PaymentAccordion';
import { SlidingText } from '@/components/widgets/SlidingText';
import { Tabs } from '@/components/ui-kit/widgets/Tabs';
import { Typewriter } from '@/components/ui-kit/widgets/Typewriter';
import { VideoPopup } from '@/components/widgets/VideoPopup';
import { showreel } from '@/src/content/pages/home';
import { siteContact } from '@/src/content/contact';
import { siteCounters } from '@/src/content/counters';
import { limits, thresholds, timings } from '@/src/config/site';
import { caseStudiesOrNone } from '@/src/content/case-studies';
import { categoryList } from '@/src/content/portfolio';
import {
  careCartItems,
  deliveryHealth,
  faqSample,
  galleryImages,
  howWeWorkTabs,
  kitFacts,
  paymentMethods,
  slidingPhrases,
  typewriterWords,
  uiKitSections,
  type UiKitSectionId,
} from '@/components/ui-kit/samples';
import { DonationDemo, PriceRangeDemo, QuantityDemo } from './demos';
import styles from './UiKit.module.css';
import { homeCrumb } from '@/src/seo/json-ld';

const label = (id: UiKitSectionId) => uiKitSections.find((s) => s.id === id)!.label;

function KitSection({ id, intro, children }: { id: UiKitSectionId; intro: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {label(id)}
      </h2>
      <p className={styles.intro}>{intro}</p>
      <div className={styles.stage}>{children}</div>
    </section>
  );
}

/** The clients carousel's steps sized for the kit's narrower column. */
const kitCarouselSteps = [
  { minWidth: 0, items: 2, margin: 12 },
  { minWidth: 768, items: 3, margin: 16 },
  { minWidth: 1200, items: 4, margin: 24 },
];

const clientLogos = [
  'kaveri-foods',
  'megha-realty',
  'nandi-motors',
  'pratham-textiles',
  'sahyadri-care',
  'tulsi-pharma',
  'ujala-solar',
  'vardhan-steel',
];
const logoName = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The UI kit: every widget of the theme on one page, each in a labelled section, with the one-page
 * menu (scroll-spy and anchor scrolling) as its table of contents. Not indexed, not in the sitemap.
 */
export async function UiKitPage() {
  const [contact, counters, projects] = await Promise.all([
    siteContact(),
    siteCounters(),
    caseStudiesOrNone(),
  ]);
  const gridProjects = projects.slice(0, 6);
  return (
    <>
      <PageHeader title="UI kit" crumbs={[homeCrumb, { label: 'UI kit' }]}>
        <p className={styles.lead}>
          Every interactive piece of this website in one place, built for keyboard, screen reader and reduced
          motion alike.
        </p>
      </PageHeader>
      <div className={`container ${styles.layout}`}>
        <aside className={styles.menu}>
          <OnePageMenu items={uiKitSections} label="UI kit sections" />
        </aside>
        <div className={styles.sections}>
          <KitSection
            id="carousel"
            intro="Client logos slide on their own and pause on hover, on focus, with the pause button or with reduced motion."
          >
            <Carousel kind="clients" label="Client logos" responsive={kitCarouselSteps}>
              {clientLogos.map((slug) => (
                <div key={slug} className={styles.logo}>
                  <ServerImage src={`/clients/${slug}.svg`} alt={logoName(slug)} width={160} height={64} />
                </div>
              ))}
            </Carousel>
          </KitSection>

          <KitSection
            id="gallery"
            intro="Thumbnails open a viewer: arrow keys or buttons move through the set, Escape closes it and focus returns."
          >
            <ImageGallery images={galleryImages(projects)} label="Project artwork" />
          </KitSection>

          <KitSection
            id="video"
            intro="The play button opens the captioned showreel in a modal dialog; nothing downloads until it is opened."
          >
            <VideoPopup
              video={showreel}
              triggerLabel="Play our showreel video"
              className={styles.videoTrigger}
            >
              <span className={styles.playIcon}>
                <Icon name="play" size={24} />
              </span>
              <span>Play our showreel video</span>
            </VideoPopup>
          </KitSection>

          <KitSection
            id="tabs"
            intro={`Arrow keys, Home and End move between tabs; each panel fades in over ${timings.tabFadeIn} ms.`}
          >
            <Tabs
              label="How we work"
              items={howWeWorkTabs.map((t) => ({
                id: t.id,
                label: t.label,
                content: (
                  <>
                    <h3 className={styles.cardTitle}>{t.title}</h3>
                    <p>{t.text}</p>
                  </>
                ),
              }))}
            />
          </KitSection>

          <KitSection id="accordion" intro="One answer open at a time in each group.">
            <Accordion items={faqSample} />
          </KitSection>

          <KitSection
            id="filter-grid"
            intro={`The pressed filter is marked active; cards leave and enter over ${timings.masonryFilter} ms.`}
          >
            <FilterGrid
              label="Filter projects by category"
              filters={categoryList}
              items={gridProjects.map((p) => ({
                id: p.projectId,
                categories: p.categories.map((c) => c.slug),
                node: (
                  <figure className={styles.gridCard}>
                    <ServerImage
                      src={p.pictures.card.src}
                      alt=""
                      width={p.pictures.card.width}
                      height={p.pictures.card.height}
                      sizes="(min-width: 1024px) 280px, 90vw"
                    />
                    <figcaption>{p.title}</figcaption>
                  </figure>
                ),
              }))}
            />
          </KitSection>

          <KitSection
            id="counters"
            intro={`Sample figures count up over ${timings.counter} ms when they scroll into view; the final number is always in the page.`}
          >
            <dl className={styles.facts}>
              {kitFacts(counters).map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>
                    <Counter value={f.value} suffix={f.suffix} />
                  </dd>
                </div>
              ))}
            </dl>
          </KitSection>

          <KitSection
            id="progress"
            intro="Rings fill once when they come into view; screen readers get the name and the percentage."
          >
            <div className={styles.rings}>
              {deliveryHealth.map((d) => (
                <CircleProgress key={d.label} value={d.value} label={d.label} />
              ))}
            </div>
          </KitSection>

          <KitSection
            id="typewriter"
            intro={`Each phrase is held for ${timings.typewriterPeriod} ms. Screen readers hear the whole list once; the pause button stops it, and reduced motion shows it still.`}
          >
            <p className={styles.typewriterLine}>
              We build <Typewriter words={typewriterWords} />
            </p>
          </KitSection>

          <KitSection
            id="text-effects"
            intro="A sliding band of phrases and text set on a curve; both stand still with reduced motion."
          >
            <SlidingText items={slidingPhrases} label="What we do" />
            <div className={styles.curved}>
              <CurvedText text="Discover more about us · Discover more about us · ">
                <Icon name="rocket" size={32} />
              </CurvedText>
            </div>
          </KitSection>

          <KitSection
            id="quantity"
            intro={`Plus stops at ${limits.quantity.max}, minus at ${limits.quantity.min}; typed values are brought into range when you leave the field.`}
          >
            <QuantityDemo monthlyPrice={careCartItems[0]!.unitPrice} />
          </KitSection>

          <KitSection
            id="price-range"
            intro={`Two thumbs from ${limits.priceRange.prefix}${limits.priceRange.min} to ${limits.priceRange.prefix}${limits.priceRange.max}; they cannot cross, and the low thumb never starts below the minimum.`}
          >
            <PriceRangeDemo />
          </KitSection>

          <KitSection
            id="mini-cart"
            intro="The cart button expands the panel; Escape or a click outside closes it."
          >
            <MiniCart initialItems={careCartItems} checkoutHref="#payment" />
          </KitSection>

          <KitSection id="payment" intro="Choosing a method opens its details and closes the others.">
            <PaymentAccordion
              methods={paymentMethods.map((m) => ({ id: m.id, label: m.label, details: <p>{m.details}</p> }))}
            />
          </KitSection>

          <KitSection id="donation" intro="Preset amounts or your own, checked before it is accepted.">
            <DonationDemo contactEmail={contact.email} />
          </KitSection>

          <KitSection
            id="cursor"
            intro="With a mouse, a ring follows the pointer in this area and grows over links. Touch screens, keyboards and reduced motion are left alone."
          >
            <CustomCursor className={styles.cursorArea}>
              <p>Move the mouse over this panel, then over the links below.</p>
              <p className={styles.cursorLinks}>
                <a href="#gallery">Image gallery</a>
                <a href="#tabs">Tabs</a>
                <a href="#donation">Donation picker</a>
              </p>
            </CustomCursor>
          </KitSection>

          <KitSection
            id="anchors"
            intro={`In-page links glide to their section in ${thresholds.anchorDurationMs} ms, stop ${thresholds.anchorOffset} px below the top and move keyboard focus there. With reduced motion they jump.`}
          >
            <p className={styles.cursorLinks}>
              <AnchorLink href="#carousel">Back to the first widget</AnchorLink>
              <AnchorLink href="#price-range">Jump to the price range</AnchorLink>
            </p>
          </KitSection>
        </div>
      </div>
    </>
  );
}
