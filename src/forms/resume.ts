import { careers } from '@/src/config/site';

/**
 * Résumé checks shared by the browser (before upload) and the server: PDF, DOC or DOCX judged by
 * the file's content (not its name or declared type), at most 5 MB.
 */
export type ResumeKind = 'pdf' | 'doc' | 'docx';

export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const resumeMessages = {
  missing: 'Please attach your résumé (PDF, DOC or DOCX).',
  tooLarge: `The résumé must be ${careers.resumeMaxBytes / 1024 / 1024} MB or smaller.`,
  wrongType: 'The résumé must be a PDF, DOC or DOCX document.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function includesAscii(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (c) => c.charCodeAt(0));
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The document kind of `bytes`, or null. A DOCX is a ZIP holding a `word/` part. */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  let offset = 0;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) offset = 3;
  while (offset < bytes.length && offset < 16 && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[offset]!)) offset++;
  if (startsWith(bytes, PDF, offset)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP) && includesAscii(bytes, 'word/')) return 'docx';
  return null;
}

export type ResumeCheck = { ok: true; kind: ResumeKind } | { ok: false; message: string };

/** Checks size first (cheap), then content. Works on a browser File and on a server Blob alike. */
export async function checkResume(file: Blob | null | undefined): Promise<ResumeCheck> {
  if (!file || file.size === 0) return { ok: false, message: resumeMessages.missing };
  if (file.size > careers.resumeMaxBytes) return { ok: false, message: resumeMessages.tooLarge };
  const kind = sniffResume(new Uint8Array(await file.arrayBuffer()));
  return kind ? { ok: true, kind } : { ok: false, message: resumeMessages.wrongType };
}
