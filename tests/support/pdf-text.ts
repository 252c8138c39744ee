import { inflateSync } from 'node:zlib';

/**
 * The text layer of a PDF written by pdfkit, read the way a screen reader or search engine reads it:
 * each font's ToUnicode map turns the glyph codes of the page content back into characters. Enough
 * for the files the site makes (plain objects, Flate streams, Identity-H fonts); not a general reader.
 * One line per text-showing operation.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const dictEnd = raw.indexOf('\n>>', start);
    const dict = raw.slice(start, dictEnd + 3);
    const length = /\/Length (\d+)/.exec(dict);
    const streamAt = raw.indexOf('stream\n', dictEnd);
    const hasStream = length && raw.slice(dictEnd + 3, streamAt).trim() === '';
    let stream: string | undefined;
    if (hasStream) {
      const bytes = Buffer.from(raw.slice(streamAt + 7, streamAt + 7 + Number(length[1])), 'latin1');
      stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(match[1]!, { dict, stream });
  }
  const toUnicode = (fontObject: string): Map<number, string> => {
    const map = new Map<number, string>();
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObject)?.dict ?? '');
    const cmap = ref ? (objects.get(ref[1]!)?.stream ?? '') : '';
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, units], i) => {
        const codes = units!.split(' ').map((unit) => parseInt(unit, 16));
        map.set(parseInt(first!, 16) + i, String.fromCharCode(...codes));
      });
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, object] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(name!, toUnicode(object!));

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' Tf')) continue;
    let font = new Map<number, string>();
    for (const [, name, shown] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]) TJ/g)) {
      if (name) font = fonts.get(name) ?? new Map();
      else
        lines.push(
          [...shown!.matchAll(/<([0-9a-f]*)>/gi)]
            .flatMap(([, hex]) => hex!.match(/.{4}/g) ?? [])
            .map((code) => font.get(parseInt(code, 16)) ?? '\ufffd')
            .join(''),
        );
    }
  }
  return lines.join('\n');
}
