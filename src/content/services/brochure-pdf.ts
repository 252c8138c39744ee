import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { iconGlyphs } from '@/components/icons/icon-set';
import { company } from '@/src/config/site';
import { brandFonts, drawableText } from '@/src/seo/fonts/brand-fonts';
import type { Service } from './types';

/**
 * A service's brochure, made from the service as editors keep it: an A4 PDF in the brand's fonts and
 * colours, a dark cover band with the name and summary, then the offer (descriptions, highlights,
 * benefits) and how to reach us, on two pages for a service of usual length. Tagged for assistive technology (headings,
 * paragraphs, lists and links in reading order, decoration marked as such, title and language set),
 * with a real text layer in embedded fonts. The same service and facts always give the same bytes:
 * the creation date is the service's last save and the file identifier follows from it, so the size
 * the sidebar states is the size of the file it links.
 */

export type BrochureService = Pick<
  Service,
  | 'slug'
  | 'name'
  | 'summary'
  | 'icon'
  | 'modified'
  | 'mainTitle'
  | 'mainDescription'
  | 'subTitle'
  | 'subDescription'
  | 'thirdTitle'
  | 'thirdDescription'
  | 'benefitTitle'
  | 'benefitText'
  | 'benefitPoints'
  | 'points'
>;

/** How to reach the agency, as the Site details screen has it, and where the service's page is. */
export type BrochureFacts = {
  phone: { text: string; href: string };
  email: { text: string; href: string };
  /** e.g. 'Monday-Saturday 10:00 AM - 6:30 PM IST, Sunday closed'. */
  hours: string;
  offices: readonly { name: string; lines: readonly string[] }[];
  /** The enquiry promise under the closing heading. */
  promise: string;
  /** The service page's absolute address. */
  pageUrl: string;
};

const W = 595.28;
const H = 841.89;
const M = 54;
const CONTENT = W - 2 * M;
/** The lowest point body content may reach on a page. */
const FLOOR = H - 56;
/** Where text starts on a page after the first, below its band. */
const TOP = 104;

const C = {
  ink: '#0b1020',
  paper2: '#f5f6fa',
  text: '#1a2035',
  muted: '#4f5870',
  onDark: '#eef1f8',
  onDarkMuted: '#b4bdd3',
  accent: '#ff7a2e',
  accentStrong: '#c2410c',
  border: '#d6dbe7',
  borderDark: '#2a3455',
} as const;

const glyphs: Record<string, { d: string; filled?: boolean }> = iconGlyphs;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

let logo: Promise<string> | undefined;
/** The site's logo file, read once, so the brochure carries exactly the mark the pages show. */
const logoSvg = () => (logo ??= readFile(path.join(process.cwd(), 'public/logo.svg'), 'utf8'));

/**
 * A string for the document information whose XMP copy is escaped: pdfkit writes the title and
 * subject into the XMP metadata as they are, where an editor's '&' or '<' would break the XML, and
 * into the information dictionary from `valueOf()`, which stays the editor's text.
 */
class XmpText extends String {
  override toString(): string {
    return this.valueOf().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
}

/** The brochure of `service` as PDF bytes. */
export async function brochurePdf(service: BrochureService, facts: BrochureFacts): Promise<Buffer> {
  const [fonts, svg] = await Promise.all([brandFonts(), logoSvg()]);
  const name = drawableText(service.name);
  const doc = new PDFDocument({
    size: 'A4',
    // Text that flows past a page breaks at the floor of the layout.
    margins: { top: M, bottom: H - FLOOR, left: M, right: M },
    pdfVersion: '1.7',
    // pdfkit writes the PDF/UA identification; its type definitions predate that subset.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    // No standard font: every glyph comes from the embedded brand fonts.
    font: '',
    info: {
      Title: new XmpText(`${name}: a ${company.shortName} service`) as unknown as string,
      Author: company.name,
      Subject: new XmpText(drawableText(service.summary)) as unknown as string,
      Creator: company.name,
      CreationDate: new Date(service.modified),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('display', fonts.display);
  doc.registerFont('body', fonts.body);
  doc.registerFont('bold', fonts.bodyBold);

  const root = doc.struct('Document');
  doc.addStructure(root);
  const pages = new Pages(doc, name, svg);
  let y = cover(doc, root, service, name, svg);

  y = section(doc, root, pages, y + 30, service.mainTitle, service.mainDescription);
  y = twoColumns(doc, root, pages, y + 30, [
    [service.subTitle, service.subDescription],
    [service.thirdTitle, service.thirdDescription],
  ]);
  y = highlights(doc, root, pages, y + 26, service);
  y = benefits(doc, root, pages, y + 22, service.points);
  closing(doc, root, pages, y + 24, facts);

  root.end();
  doc.end();
  return done;
}

/** Text as the brand fonts can draw it (brand-fonts.ts). */
const t = drawableText;

/** Drawing with no meaning of its own: screen readers and text extraction skip it. */
function decoration(doc: Doc, draw: () => void) {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

/** One structure element of `type` whose content is what `draw` puts on the page. */
function tagged(doc: Doc, parent: Struct, type: string, draw: () => void) {
  const element = doc.struct(type, {}, draw);
  parent.add(element);
  element.end();
}

/** A glyph of the site's icon set (24-unit grid) with its top-left corner at (x, y). */
function icon(doc: Doc, name: string, x: number, y: number, size: number, colour: string) {
  const glyph = glyphs[name] ?? glyphs.check!;
  doc
    .save()
    .translate(x, y)
    .scale(size / 24);
  if (glyph.filled) doc.path(glyph.d).fill(colour);
  else doc.path(glyph.d).lineWidth(1.8).lineCap('round').lineJoin('round').stroke(colour);
  doc.restore();
}

/** The logo from public/logo.svg (227 x 44 units) with its top-left corner at (x, y), `height` tall. */
function drawLogo(doc: Doc, svg: string, x: number, y: number, height: number) {
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]!);
  const ring = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/.exec(svg);
  const [mark, ...letters] = paths;
  doc
    .save()
    .translate(x, y)
    .scale(height / 44);
  const fill = doc.linearGradient(0, 0, 44, 44);
  fill.stop(0, '#ffb36b').stop(0.55, C.accent).stop(1, '#f2561d');
  doc.roundedRect(0, 0, 44, 44, 12).fill(fill);
  doc.lineCap('round').lineJoin('round');
  if (mark) doc.path(mark).lineWidth(5.2).stroke(C.ink);
  for (const d of letters) doc.path(d).lineWidth(4.6).stroke(C.onDark);
  if (ring) doc.circle(Number(ring[1]), Number(ring[2]), Number(ring[3])).lineWidth(4.6).stroke(C.accent);
  doc.restore();
}

/**
 * Pages after the first: a slim band with the logo and the service's name, and where text may start.
 * (A description longer than a page flows on to a page pdfkit adds itself, without the band.)
 */
class Pages {
  constructor(
    private doc: Doc,
    private name: string,
    private svg: string,
  ) {}

  /** `y` when `height` more fits on this page, else the top of a new page. */
  room(y: number, height: number): number {
    if (y + height <= FLOOR) return y;
    this.doc.addPage();
    decoration(this.doc, () => {
      this.doc.rect(0, 0, W, 64).fill(C.ink);
      this.doc.rect(0, 64, W, 3).fill(C.accent);
      drawLogo(this.doc, this.svg, M, 20, 24);
      this.doc
        .font('bold')
        .fontSize(9.5)
        .fillColor(C.onDarkMuted)
        .text(this.name, M, 28, { width: CONTENT, align: 'right', lineBreak: false });
    });
    return TOP;
  }
}

/** The cover band: brand, the service's name and summary on ink. Returns the band's bottom. */
function cover(doc: Doc, root: Struct, service: BrochureService, name: string, svg: string): number {
  const textWidth = CONTENT - 170;
  const titleSize = name.length > 24 ? 30 : 34;
  doc.font('display').fontSize(titleSize);
  const titleHeight = doc.heightOfString(name, { width: textWidth, lineGap: -2 });
  doc.font('body').fontSize(12.5);
  const summary = t(service.summary);
  const summaryHeight = doc.heightOfString(summary, { width: textWidth, lineGap: 4 });
  const titleTop = 128;
  const bottom = Math.max(260, titleTop + titleHeight + 16 + summaryHeight + 40);

  decoration(doc, () => {
    doc.rect(0, 0, W, bottom).fill(C.ink);
    // The brand's orbits, faint, from the top right corner.
    doc.save().rect(0, 0, W, bottom).clip();
    for (let r = 90; r <= 560; r += 70) doc.circle(W, 0, r).lineWidth(1).strokeOpacity(0.22).stroke(C.accent);
    doc.restore();
    doc.rect(0, bottom, W, 4).fill(C.accent);
    drawLogo(doc, svg, M, 42, 28);
    const [cx, cy, r] = [W - M - 58, titleTop + 40, 58];
    doc.circle(cx, cy, r).fill(C.accent);
    icon(doc, service.icon, cx - 32, cy - 32, 64, C.ink);
    doc.font('bold').fontSize(9).fillColor(C.accent);
    doc.text('SERVICE BROCHURE', M, titleTop - 26, { characterSpacing: 1.8, lineBreak: false });
  });
  tagged(doc, root, 'H1', () => {
    doc.font('display').fontSize(titleSize).fillColor(C.onDark);
    doc.text(name, M, titleTop, { width: textWidth, lineGap: -2 });
  });
  tagged(doc, root, 'P', () => {
    doc.font('body').fontSize(12.5).fillColor(C.onDarkMuted);
    doc.text(summary, M, titleTop + titleHeight + 16, { width: textWidth, lineGap: 4 });
  });
  return bottom + 4;
}

/**
 * A heading and its paragraph across the page. Returns the bottom: where the text ended, also when
 * a description longer than a page flowed on to the next.
 */
function section(doc: Doc, root: Struct, pages: Pages, top: number, heading: string, text: string): number {
  doc.font('display').fontSize(19);
  const headingHeight = doc.heightOfString(t(heading), { width: CONTENT });
  doc.font('body').fontSize(10.5);
  const textHeight = doc.heightOfString(t(text), { width: CONTENT, lineGap: 4.5 });
  // The heading and at least the paragraph's first lines together; the rest may flow on to the next page.
  const y = pages.room(top, Math.min(headingHeight + 10 + textHeight, headingHeight + 80));
  tagged(doc, root, 'H2', () => {
    doc.font('display').fontSize(19).fillColor(C.text).text(t(heading), M, y, { width: CONTENT });
  });
  tagged(doc, root, 'P', () => {
    doc.font('body').fontSize(10.5).fillColor(C.muted);
    doc.text(t(text), M, y + headingHeight + 10, { width: CONTENT, lineGap: 4.5 });
  });
  return doc.y;
}

/** Two headings with their paragraphs side by side (read left, then right). Returns the bottom. */
function twoColumns(doc: Doc, root: Struct, pages: Pages, top: number, parts: [string, string][]): number {
  const shown = parts.filter(([heading, text]) => heading.trim() && text.trim());
  if (!shown.length) return top;
  const gap = 26;
  const width = (CONTENT - gap) / 2;
  const heights = shown.map(([heading, text]) => {
    doc.font('display').fontSize(13);
    const h = doc.heightOfString(t(heading), { width });
    doc.font('body').fontSize(10);
    return [h, doc.heightOfString(t(text), { width, lineGap: 4 })] as const;
  });
  const tallest = Math.max(...heights.map(([h, p]) => h + 8 + p));
  const y = pages.room(top, tallest);
  decoration(doc, () => {
    doc.rect(M, y - 14, 28, 3).fill(C.accent);
    doc.rect(M + width + gap, y - 14, 28, 3).fill(C.accent);
  });
  shown.forEach(([heading, text], i) => {
    const x = M + i * (width + gap);
    const [headingHeight] = heights[i]!;
    tagged(doc, root, 'H3', () => {
      doc.font('display').fontSize(13).fillColor(C.text).text(t(heading), x, y, { width });
    });
    tagged(doc, root, 'P', () => {
      doc.font('body').fontSize(10).fillColor(C.muted);
      doc.text(t(text), x, y + headingHeight + 8, { width, lineGap: 4 });
    });
  });
  return y + tallest;
}

/** The benefits' heading, text and checked highlights on a tinted panel. Returns the bottom. */
function highlights(doc: Doc, root: Struct, pages: Pages, top: number, service: BrochureService): number {
  const pad = 22;
  const inner = CONTENT - 2 * pad;
  const bulletRoom = 24;
  doc.font('display').fontSize(17);
  const headingHeight = doc.heightOfString(t(service.benefitTitle), { width: inner });
  doc.font('body').fontSize(10.5);
  const textHeight = doc.heightOfString(t(service.benefitText), { width: inner, lineGap: 4 });
  doc.font('bold').fontSize(10.5);
  const points = service.benefitPoints.map(t).filter(Boolean);
  const itemHeights = points.map((p) => doc.heightOfString(p, { width: inner - bulletRoom, lineGap: 3 }));
  const listHeight = itemHeights.reduce((sum, h) => sum + h + 9, 0);
  const height = pad + headingHeight + 8 + textHeight + 14 + listHeight + pad - 9;
  const y = pages.room(top, height);

  decoration(doc, () => {
    doc.roundedRect(M, y, CONTENT, height, 12).fill(C.paper2);
    doc.rect(M, y + 18, 4, 40).fill(C.accent);
  });
  tagged(doc, root, 'H2', () => {
    doc.font('display').fontSize(17).fillColor(C.text);
    doc.text(t(service.benefitTitle), M + pad, y + pad, { width: inner });
  });
  tagged(doc, root, 'P', () => {
    doc.font('body').fontSize(10.5).fillColor(C.muted);
    doc.text(t(service.benefitText), M + pad, y + pad + headingHeight + 8, { width: inner, lineGap: 4 });
  });
  const list = doc.struct('L');
  root.add(list);
  let itemTop = y + pad + headingHeight + 8 + textHeight + 14;
  points.forEach((point, i) => {
    const at = itemTop;
    decoration(doc, () => {
      doc.circle(M + pad + 8, at + 7, 8).fill(C.accent);
      icon(doc, 'check', M + pad + 2.5, at + 1.5, 11, C.ink);
    });
    const item = doc.struct('LI');
    list.add(item);
    tagged(doc, item, 'LBody', () => {
      doc.font('bold').fontSize(10.5).fillColor(C.text);
      doc.text(point, M + pad + bulletRoom, at, { width: inner - bulletRoom, lineGap: 3 });
    });
    item.end();
    itemTop += itemHeights[i]! + 9;
  });
  list.end();
  return y + height;
}

/** The benefit cards, two to a row, as one list: icon, title and sentence. Returns the bottom. */
function benefits(doc: Doc, root: Struct, pages: Pages, top: number, points: BrochureService['points']) {
  const gap = 16;
  const width = (CONTENT - gap) / 2;
  const textX = 44;
  const cards = points.map((p) => ({ icon: p.iconClass, title: t(p.title), text: t(p.text) }));
  const measure = (card: (typeof cards)[number]) => {
    doc.font('bold').fontSize(11.5);
    const titleHeight = doc.heightOfString(card.title, { width: width - textX - 14 });
    doc.font('body').fontSize(9.5);
    return {
      titleHeight,
      textHeight: doc.heightOfString(card.text, { width: width - textX - 14, lineGap: 3 }),
    };
  };
  const sizes = cards.map(measure);
  const list = doc.struct('L');
  root.add(list);
  let y = top;
  for (let row = 0; row < cards.length; row += 2) {
    const rowHeight =
      Math.max(...sizes.slice(row, row + 2).map((s) => s.titleHeight + 6 + s.textHeight)) + 30;
    y = pages.room(y, rowHeight);
    for (const i of [row, row + 1]) {
      const card = cards[i];
      if (!card) continue;
      const x = M + (i - row) * (width + gap);
      const at = y;
      decoration(doc, () => {
        doc.roundedRect(x, at, width, rowHeight, 10).lineWidth(0.8).stroke(C.border);
        icon(doc, card.icon, x + 14, at + 15, 20, C.accentStrong);
      });
      const item = doc.struct('LI');
      list.add(item);
      tagged(doc, item, 'LBody', () => {
        doc.font('bold').fontSize(11.5).fillColor(C.text);
        doc.text(card.title, x + textX, at + 15, { width: width - textX - 14 });
        doc.font('body').fontSize(9.5).fillColor(C.muted);
        doc.text(card.text, x + textX, at + 15 + sizes[i]!.titleHeight + 6, {
          width: width - textX - 14,
          lineGap: 3,
        });
      });
      item.end();
    }
    y += rowHeight + gap;
  }
  list.end();
  return y - gap;
}

/**
 * How to reach us, on ink at the foot of the last page (or at the top of a page of its own when the
 * offer left no room): the invitation, phone and e-mail, the offices, the hours and the page's address.
 */
function closing(doc: Doc, root: Struct, pages: Pages, top: number, facts: BrochureFacts) {
  const gap = 18;
  const column = (CONTENT - 2 * gap) / 3;
  doc.font('body').fontSize(10);
  const promiseHeight = doc.heightOfString(t(facts.promise), { width: CONTENT, lineGap: 2 });
  const offices = facts.offices.slice(0, 2).map((office) => ({
    name: t(office.name),
    text: office.lines.map(t).join('\n'),
  }));
  doc.font('body').fontSize(9.5);
  const columnHeight = Math.max(
    36,
    ...offices.map((office) => doc.heightOfString(office.text, { width: column, lineGap: 2.5 })),
  );
  const rows = 28 + 26 + promiseHeight + 22;
  const footer = rows + 16 + columnHeight + 22;
  const height = footer + 54;
  const y = top + 24 + height <= H ? H - height : pages.room(H, height);
  // The block sits on the page's foot, below the floor body text keeps to.
  doc.page.margins.bottom = 0;

  decoration(doc, () => {
    doc.rect(0, y, W, H - y).fill(C.ink);
    doc.rect(0, y, W, 4).fill(C.accent);
    doc
      .moveTo(M, y + footer - 10)
      .lineTo(W - M, y + footer - 10)
      .lineWidth(0.8)
      .stroke(C.borderDark);
  });
  tagged(doc, root, 'H2', () => {
    doc.font('display').fontSize(18).fillColor(C.onDark);
    doc.text('Let’s start working together', M, y + 28, { width: CONTENT, lineBreak: false });
  });
  tagged(doc, root, 'P', () => {
    doc.font('body').fontSize(10).fillColor(C.onDarkMuted);
    doc.text(t(facts.promise), M, y + 54, { width: CONTENT, lineGap: 2 });
  });
  const label = (x: number, text: string) => {
    doc.font('bold').fontSize(8.5).fillColor(C.accent);
    doc.text(text.toUpperCase(), x, y + rows, { width: column, characterSpacing: 1.2, lineBreak: false });
  };
  // A link is a structure element of its own inside its paragraph, so its annotation reads as a link.
  const link = (text: string, href: string, x: number, at: number, size: number, colour: string) =>
    doc.struct('Link', {}, () => {
      doc.font('bold').fontSize(size).fillColor(colour);
      doc.text(t(text), x, at, { link: href, lineBreak: false });
    });
  const paragraph = (children: (Struct | (() => void))[]) => {
    const element = doc.struct('P', {}, children);
    root.add(element);
    element.end();
  };
  tagged(doc, root, 'H3', () => label(M, 'Call or write'));
  paragraph([
    link(facts.phone.text, facts.phone.href, M, y + rows + 16, 11, C.onDark),
    link(facts.email.text, facts.email.href, M, y + rows + 34, 11, C.onDark),
  ]);
  offices.forEach((office, i) => {
    const x = M + (i + 1) * (column + gap);
    tagged(doc, root, 'H3', () => label(x, office.name));
    tagged(doc, root, 'P', () => {
      doc.font('body').fontSize(9.5).fillColor(C.onDark);
      doc.text(office.text, x, y + rows + 16, { width: column, lineGap: 2.5 });
    });
  });
  tagged(doc, root, 'P', () => {
    doc.font('body').fontSize(9).fillColor(C.onDarkMuted);
    doc.text(`Open ${t(facts.hours)}`, M, y + footer, { width: CONTENT, lineBreak: false });
  });
  const intro = 'This service online: ';
  doc.font('body').fontSize(9);
  const introWidth = doc.widthOfString(intro);
  paragraph([
    () => {
      doc.font('body').fontSize(9).fillColor(C.onDarkMuted);
      doc.text(intro, M, y + footer + 16, { lineBreak: false });
    },
    link(facts.pageUrl, facts.pageUrl, M + introWidth, y + footer + 16, 9, C.accent),
  ]);
}
