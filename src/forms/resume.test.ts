import { careers } from '@/src/config/site';
import { checkResume, resumeMessages, sniffResume } from './resume';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('résumé sniffing by content', () => {
  it('recognises PDF, DOC (OLE2) and DOCX (zip with word/)', () => {
    expect(sniffResume(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffResume(bytes([0xef, 0xbb, 0xbf], ' %PDF-1.4'))).toBe('pdf');
    expect(sniffResume(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    expect(sniffResume(bytes('PK', [3, 4], '....[Content_Types].xml....word/document.xml'))).toBe('docx');
  });

  it('rejects look-alikes: a renamed image, a zip without word/, plain text', () => {
    expect(sniffResume(bytes([0x89], 'PNG\r\n'))).toBeNull();
    expect(sniffResume(bytes('PK', [3, 4], 'xl/workbook.xml'))).toBeNull();
    expect(sniffResume(bytes('Curriculum vitae: PDF-like text'))).toBeNull();
  });
});

describe('checkResume', () => {
  it('explains a missing file, a wrong type and a file over the limit', async () => {
    expect(await checkResume(null)).toEqual({ ok: false, message: resumeMessages.missing });
    expect(await checkResume(new Blob(['hello']))).toEqual({ ok: false, message: resumeMessages.wrongType });
    const big = new Blob([new Uint8Array(careers.resumeMaxBytes + 1)]);
    expect(await checkResume(big)).toEqual({ ok: false, message: 'The résumé must be 5 MB or smaller.' });
  });

  it('accepts a real PDF at exactly the limit', async () => {
    const pdf = new Uint8Array(careers.resumeMaxBytes);
    pdf.set(bytes('%PDF-1.5'));
    expect(await checkResume(new Blob([pdf]))).toEqual({ ok: true, kind: 'pdf' });
  });
});
