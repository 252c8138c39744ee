// @vitest-environment node
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contactDetails } from '@/src/config/site';
import { brochureFacts } from '@/src/content/service-brochure';
import { officesFrom } from '@/src/content/site-settings';
import { serviceFromRest } from '@/src/content/wordpress/services';
import { pdfText } from '@/tests/support/pdf-text';
import { restService, seededServices } from '@/tests/support/services';
import { brochurePdf } from './brochure-pdf';

const services = seededServices.map((s) => serviceFromRest(restService(s))!);
/** The agency's own contact details and offices, as the seed gives them to WordPress. */
const factsFor = (slug: string) => brochureFacts(slug, contactDetails({}), officesFrom(undefined));
/** The text layer with the line breaks the layout made taken out again. */
const flatText = (pdf: Buffer) => pdfText(pdf).replace(/\n/g, '');

describe('a service brochure', () => {
  it.each(services.map((s) => [s.slug, s] as const))(
    '%s: a tagged A4 PDF of one or two pages whose text is the service and how to reach us',
    async (slug, service) => {
      const facts = factsFor(slug);
      const pdf = await brochurePdf(service, facts);
      // BROCHURE_DIR=/tmp/brochures keeps the files to look at.
      if (process.env.BROCHURE_DIR) await writeFile(`${process.env.BROCHURE_DIR}/${slug}.pdf`, pdf);
      const raw = pdf.toString('latin1');
      expect(raw.startsWith('%PDF-1.7')).toBe(true);
      expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
      const pages = raw.match(/\/Type \/Page\n/g)?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
      expect(raw.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(pages);
      for (const mark of ['/Lang (en-IN)', '/StructTreeRoot', '/Marked true', '/DisplayDocTitle true'])
        expect(raw, mark).toContain(mark);
      // The document information: title, and the creation date from the service's last save.
      expect(raw).toContain(`obj\n(${service.name}: a Nexora service)\nendobj`);
      expect(raw).toContain('obj\n(D:20261120093000Z)\nendobj');
      // Every font is embedded: no glyph depends on what the reader's machine has.
      expect(raw.match(/\/FontFile2 /g)).toHaveLength(raw.match(/\/Type \/FontDescriptor/g)!.length);

      const text = flatText(pdf);
      for (const part of [
        service.name,
        service.summary,
        service.mainTitle,
        service.mainDescription,
        service.subDescription,
        service.thirdDescription,
        service.benefitTitle,
        service.benefitText,
        ...service.benefitPoints,
        ...service.points.flatMap((p) => [p.title, p.text]),
        facts.phone.text,
        facts.email.text,
        facts.hours,
        ...facts.offices.flatMap((o) => o.lines),
        facts.pageUrl,
      ])
        expect(text, part).toContain(part);
      // Headings, paragraphs, two lists and three links in the structure, in reading order.
      for (const type of ['/S /H1', '/S /H2', '/S /H3', '/S /P', '/S /L', '/S /LI', '/S /LBody', '/S /Link'])
        expect(raw, type).toContain(type);
      expect(raw.match(/\/URI \(/g)).toHaveLength(3);
    },
  );

  it('gives the same bytes for the same content, and other bytes once an editor changes it', async () => {
    const service = services[4]!;
    const facts = factsFor(service.slug);
    const first = await brochurePdf(service, facts);
    expect((await brochurePdf({ ...service }, facts)).equals(first)).toBe(true);
    const edited = await brochurePdf({ ...service, summary: 'Campaigns that pay for themselves.' }, facts);
    expect(edited.equals(first)).toBe(false);
    expect(flatText(edited)).toContain('Campaigns that pay for themselves.');
  });

  it('flows copy longer than two pages on to further pages, losing none of it', async () => {
    const service = services[1]!;
    const long = {
      ...service,
      mainDescription: Array.from({ length: 8 }, () => service.mainDescription).join(' '),
      benefitPoints: [...service.benefitPoints, ...service.benefitPoints.map((p) => `${p}, again`)],
    };
    const pdf = await brochurePdf(long, factsFor(service.slug));
    expect(pdf.toString('latin1').match(/\/Type \/Page\n/g)!.length).toBeGreaterThan(2);
    const text = flatText(pdf);
    for (const part of [long.mainDescription, ...long.benefitPoints, long.points.at(-1)!.text])
      expect(text, part).toContain(part);
  });

  it("keeps an editor's markup characters out of the XML metadata, and in the title", async () => {
    const service = { ...services[0]!, name: 'Design & <Build>' };
    const raw = (await brochurePdf(service, factsFor(service.slug))).toString('latin1');
    expect(raw).toContain('Design &amp; &lt;Build&gt;: a Nexora service</rdf:li>');
    expect(raw).toContain('obj\n(Design & <Build>: a Nexora service)\nendobj');
  });
});
