import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { company, seo } from '@/src/config/site';
import { brandFonts, drawableText } from './fonts/brand-fonts';

/**
 * The site's Open Graph card: brand, a section label and the page title on the dark brand background,
 * 1200x630 PNG. Rendered by `next/og` (Satori) from the `opengraph-image.tsx` file of each route
 * segment; static pages' cards are made at build time, in the brand's fonts (`fonts/brand-fonts.ts`).
 */

export const ogImageSize = seo.ogImage;
export const ogImageContentType = 'image/png';

const INK = '#0b1020';
const ORANGE = '#ff7a2e';
const PAPER = '#eef1f8';
const MUTED = '#b4bdd3';

let logo: Promise<string> | undefined;

/** Read once per process. */
function loadAssets() {
  logo ??= readFile(path.join(process.cwd(), 'public/logo.svg')).then(
    (svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`,
  );
  return Promise.all([brandFonts(), logo]).then(([fonts, logoUrl]) => ({ ...fonts, logo: logoUrl }));
}

/** Long titles get a smaller size so up to three lines fit. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  if (title.length <= 80) return 54;
  return 46;
}

export type OgCard = {
  /** The page title, as in the document title without the brand. */
  title: string;
  /** A short label above it: the section or kind of page. */
  label?: string;
};

export { drawableText };

export async function ogImage(card: OgCard): Promise<ImageResponse> {
  const { display, body, bodyBold, logo } = await loadAssets();
  const title = drawableText(card.title) || company.title;
  const label = card.label && drawableText(card.label);
  const text = title.length > 110 ? `${title.slice(0, 107).replace(/\s+\S*$/, '')}…` : title;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: PAPER,
        fontFamily: 'Inter',
        backgroundColor: INK,
        backgroundImage:
          'radial-gradient(circle at 100% 0%, rgba(255,122,46,0.38) 0%, rgba(255,122,46,0) 45%), radial-gradient(circle at 0% 100%, rgba(99,102,241,0.30) 0%, rgba(99,102,241,0) 45%)',
      }}
    >
      {/* The brand image's orbit, faint behind the text. */}
      <div
        style={{
          position: 'absolute',
          right: -140,
          top: 120,
          width: 560,
          height: 560,
          borderRadius: 280,
          border: '3px solid rgba(255,122,46,0.35)',
        }}
      />
      <div
        style={{
          position: 'absolute',
          right: -40,
          top: 220,
          width: 360,
          height: 360,
          borderRadius: 180,
          border: '2px dashed rgba(180,189,211,0.22)',
        }}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws plain img elements */}
      <img src={logo} width={310} height={60} alt="" />
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 1000 }}>
        {label ? (
          <div
            style={{
              display: 'flex',
              fontSize: 26,
              fontWeight: 600,
              letterSpacing: 4,
              textTransform: 'uppercase',
              color: ORANGE,
              marginBottom: 22,
            }}
          >
            {label}
          </div>
        ) : null}
        <div style={{ width: 88, height: 6, borderRadius: 3, backgroundColor: ORANGE, marginBottom: 30 }} />
        <div
          style={{
            display: 'flex',
            fontFamily: 'Space Grotesk',
            fontSize: titleFontSize(text),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
          }}
        >
          {text}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: MUTED }}>
        <span>{company.description}</span>
        <span style={{ color: ORANGE }}>
          {company.address.addressLocality}, {company.address.addressCountryName}
        </span>
      </div>
    </div>,
    {
      ...ogImageSize,
      fonts: [
        { name: 'Space Grotesk', data: display, weight: 700, style: 'normal' },
        { name: 'Inter', data: body, weight: 400, style: 'normal' },
        { name: 'Inter', data: bodyBold, weight: 600, style: 'normal' },
      ],
    },
  );
}

/** The answer of a card's address that names no page (a made-up slug): 404, never a card of nothing. */
export function noCardHere(): Response {
  return new Response('There is no page to share at this address.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
