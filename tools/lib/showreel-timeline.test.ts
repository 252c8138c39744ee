import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectBriefs } from './portfolio-source.mjs';
import { featuredProjects, showreelCues, showreelScreens, webVtt } from './showreel-timeline.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const committed = readFileSync(path.join(root, 'public/media/showreel.vtt'), 'utf8');

/** The committed captions file's cues: timings (seconds), settings and text. */
function parseVtt(text: string) {
  const seconds = (t: string) => {
    const [mm, ss] = t.split(':');
    return Number(mm) * 60 + Number(ss);
  };
  return text
    .split(/\n\n+/)
    .slice(1)
    .filter(Boolean)
    .map((block) => {
      const [timing = '', ...lines] = block.trim().split('\n');
      const [start = '', , end = '', ...settings] = timing.split(/\s+/);
      return { start: seconds(start), end: seconds(end), settings, text: lines.join(' ') };
    });
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();

describe('the showreel captions', () => {
  const featured = featuredProjects(loadProjectBriefs());

  it('repeat none of the words drawn in the frame they play over', () => {
    const cues = parseVtt(committed);
    expect(cues.length).toBeGreaterThan(0);
    for (const cue of cues) {
      const onScreen = showreelScreens(featured).filter((s) => s.start < cue.end && cue.start < s.end);
      for (const drawn of onScreen.flatMap((s) => s.words).filter(Boolean)) {
        expect(words(cue.text), `"${cue.text}" repeats "${drawn}"`).not.toContain(words(drawn));
      }
    }
  });

  it('sit on the top line, clear of the titles drawn along the bottom', () => {
    for (const cue of parseVtt(committed)) expect(cue.settings).toContain('line:0');
  });

  it('are the file the render script writes from the timeline', () => {
    expect(committed).toBe(webVtt(showreelCues(featured)));
  });
});
