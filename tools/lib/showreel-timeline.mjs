/**
 * The showreel's timeline: what each moment draws as text and what its captions add. One source for
 * tools/render-showreel.mjs (the frames, the captions file) and for the test that keeps the two
 * apart: the video has no sound, so a caption carries only what the picture does not already say in
 * words (that there is no sound, what the pictures show); a caption repeating the title drawn in the
 * frame is two lines of the same text on top of each other.
 */

/** Seconds of the whole reel. */
export const SECONDS = 10.5;
/** The projects shown, in order: web and app work, each in its own colours. */
export const FEATURED = [
  'workshopmanager',
  'grocery-app',
  'hospital-management-system',
  'lightopia',
  'cricket-score-app',
];
/** Seconds: the intro, then one slot per project (each fades in over the last one), then the outro. */
export const INTRO_END = 1.7;
export const SLOT = 1.5;
export const FADE = 0.35;
export const OUTRO_START = INTRO_END + FEATURED.length * SLOT;

/** Words drawn in the intro and the outro frames. */
export const INTRO_TEXT = {
  kicker: 'Nexora Infotech',
  big: 'Selected work',
  sub: 'Products we designed and built, from Kolhapur',
};
export const OUTRO_TEXT = { big: 'Innovation Simplified!', sub: 'IT Services & Solutions' };

/**
 * A caption's settings: on the top line, clear of the titles drawn along the bottom of each frame.
 */
export const CUE_SETTINGS = 'line:0 align:center';

/**
 * @typedef {import('./portfolio-source.mjs').ProjectBrief} ProjectBrief
 * @typedef {{ start: number, end: number, text: string }} Cue
 * @typedef {{ start: number, end: number, words: string[] }} Screen
 */

/**
 * The featured projects' briefs, in the reel's order.
 * @param {readonly ProjectBrief[]} projects  every seeded case study
 */
export const featuredProjects = (projects) =>
  FEATURED.map((id) => {
    const project = projects.find((p) => p.projectId === id);
    if (!project) throw new Error(`Unknown project ${id}`);
    return project;
  });

/**
 * The words one project's slide draws: its categories, title and first result.
 * @param {ProjectBrief} project
 */
export const slideText = (project) => ({
  eyebrow: project.categories.map((c) => c.label).join(' · '),
  title: project.title,
  value: project.outcomes[0]?.value ?? '',
  label: project.outcomes[0]?.label ?? '',
});

/**
 * Every span of the reel with the words drawn in it.
 * @param {readonly ProjectBrief[]} featured
 * @returns {Screen[]}
 */
export function showreelScreens(featured) {
  return [
    { start: 0, end: INTRO_END, words: Object.values(INTRO_TEXT) },
    ...featured.map((project, i) => ({
      start: INTRO_END + i * SLOT,
      end: INTRO_END + (i + 1) * SLOT,
      words: Object.values(slideText(project)),
    })),
    { start: OUTRO_START, end: SECONDS, words: Object.values(OUTRO_TEXT) },
  ];
}

/**
 * The captions: that the reel is silent, and for each project what its pictures show; the names,
 * categories and results are in the frame already.
 * @param {readonly ProjectBrief[]} featured
 * @returns {Cue[]}
 */
export function showreelCues(featured) {
  return [
    { start: 0, end: INTRO_END, text: '[No sound]' },
    ...featured.map((project, i) => ({
      start: INTRO_END + i * SLOT,
      end: INTRO_END + (i + 1) * SLOT,
      text: project.device === 'web' ? '[Shown in a browser and on a phone]' : '[Three screens of the app]',
    })),
  ];
}

/** @param {number} seconds */
const vttTime = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, '0');
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0');
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/**
 * The WebVTT file of `cues`.
 * @param {readonly Cue[]} cues
 */
export const webVtt = (cues) =>
  `WEBVTT\n\n${cues.map((c) => `${vttTime(c.start)} --> ${vttTime(c.end)} ${CUE_SETTINGS}\n${c.text}`).join('\n\n')}\n`;
