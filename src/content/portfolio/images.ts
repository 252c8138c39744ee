/**
 * Each seeded project's four drawn pictures, made from its designed screens by
 * tools/render-case-studies.mjs (which reads these sizes, so the files and the pages agree). The
 * card is the grid's 4:3 thumbnail; hero, detail and mobile are the case study's own views. Shown
 * until an editor chooses pictures in WordPress. No imports: the render script transpiles this
 * file on its own.
 */
export const projectImageSizes = {
  card: { width: 1200, height: 900 },
  hero: { width: 1600, height: 1000 },
  detail: { width: 1200, height: 900 },
  mobile: { width: 800, height: 1000 },
} as const;

export type ProjectImageKind = keyof typeof projectImageSizes;

/**
 * The site-relative address of one of a drawn set's pictures, under public/portfolio/. A picture that changes gets a new name: the image optimiser and browsers keep a
 * public file's variants for a month (next.config.ts), so a file is never redrawn under an address
 * already served.
 */
export function projectImagePath(drawing: string, kind: ProjectImageKind): string {
  return `/portfolio/${drawing}-${kind}.webp`;
}
