/**
 * Suspense boundaries arrive in place.
 *
 * Once a document passes React's progressive chunk size (12.8 KB, which our inlined CSS alone
 * exceeds), React's server renderer sends every finished Suspense boundary of more than a few
 * hundred bytes out of line: its fallback where it belongs, its content in a hidden `<div>` after the
 * page, and a script that swaps them, on purpose no sooner than 300 ms after the first paint. On a
 * streamed response that lets the top of a page show before the rest is rendered. Ours are not
 * streamed: the server holds each document whole for its CSP hashes. So here, on the whole document,
 * each boundary is put where the script would put it, exactly as the script does it: the browser
 * gets the finished page, nothing appears 300 ms late or moves when it does, the swap's style and
 * layout pass is gone from the main thread, and a visitor without JavaScript sees it all (the
 * footer's newsletter form, the blog sidebar's lists). React hydrates a boundary in place as it does
 * any other. A document in any form this does not know is returned unchanged.
 */

/** React's boundary comments: openers `$`, `$?`, `$!`, `$~`, `&`; closers `/$`, `/&`. */
const BOUNDARY_COMMENT = /<!--(\/?)([$&])([?!~]?)-->/g;
/** React's reveal instruction, `$RC("B:0","S:0")`, in a script of its own or after React's runtime. */
const REVEAL_CALL = /\$RC\("(B:[0-9a-f]+)","(S:[0-9a-f]+)"\);?/g;
/** The timer React sets at the first frame, read only by the reveal runtime. */
const FIRST_FRAME_TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/**
 * Where the boundary whose content starts at `from` ends: the index of its closing comment.
 * @param {string} html
 * @param {number} from
 */
function closingComment(html, from) {
  BOUNDARY_COMMENT.lastIndex = from;
  let depth = 0;
  for (let match = BOUNDARY_COMMENT.exec(html); match; match = BOUNDARY_COMMENT.exec(html)) {
    if (match[1] === '/') {
      if (depth === 0) return match.index;
      depth -= 1;
    } else depth += 1;
  }
  return -1;
}

/** A boundary React has not revealed yet: its opening comment and the template its script finds. */
const PENDING = /<!--\$\?--><template id="(B:[0-9a-f]+)"><\/template>/g;

/**
 * The document with every outlined Suspense boundary moved into its place and React's reveal scripts
 * removed; the document unchanged when anything is not in the form React writes. The result is built
 * in one pass each (joins, not repeated splicing: each splice of a 250 KB page would copy it).
 * @param {string} html
 */
export function inlineCompletedBoundaries(html) {
  const calls = [...html.matchAll(REVEAL_CALL)];
  if (calls.length === 0) return html;
  // Other instructions (segments, client-rendered boundaries, view transitions) are left to React.
  if (/\$R[A-BD-Z]\(/.test(html)) return html;

  // Each reveal script follows the hidden segment it reveals: `<div hidden id="S:0">…</div><script>`.
  /** @type {Map<string, string>} content by boundary */
  const contents = new Map();
  /** @type {string[]} the document without the segments and their scripts */
  const kept = [];
  let at = 0;
  for (const call of calls) {
    const [, boundary = '', segment = ''] = call;
    const scriptStart = html.lastIndexOf('<script>', call.index);
    const scriptEnd = html.indexOf('</script>', call.index);
    if (scriptStart < at || scriptEnd === -1) return html;
    // The script holds this call alone, after React's runtime at most.
    const rest = html
      .slice(scriptStart + '<script>'.length, scriptEnd)
      .replace(call[0], '')
      .trim();
    if (rest !== '' && !rest.startsWith('$RB=[];$RV=function')) return html;
    const open = `<div hidden id="${segment}">`;
    const segmentStart = html.lastIndexOf(open, scriptStart);
    const contentEnd = scriptStart - '</div>'.length;
    if (segmentStart < at || html.slice(contentEnd, scriptStart) !== '</div>') return html;
    contents.set(boundary, html.slice(segmentStart + open.length, contentEnd));
    kept.push(html.slice(at, segmentStart));
    at = scriptEnd + '</script>'.length;
  }
  kept.push(html.slice(at));

  let placed = 0;
  /**
   * `text` with each pending boundary replaced by its content, itself filled (a boundary may hold
   * another); null when a boundary's end is not where React's script would find it.
   * @param {string} text
   * @returns {string | null}
   */
  const fill = (text) => {
    const parts = [];
    let from = 0;
    for (const match of text.matchAll(PENDING)) {
      const content = contents.get(match[1] ?? '');
      if (content === undefined) return null;
      const end = closingComment(text, match.index + match[0].length);
      const inner = end === -1 ? null : fill(content);
      if (inner === null) return null;
      parts.push(text.slice(from, match.index), '<!--$-->', inner);
      from = end;
      placed += 1;
    }
    parts.push(text.slice(from));
    return parts.join('');
  };
  const out = fill(kept.join(''));
  // Every reveal found its boundary, once.
  if (out === null || placed !== contents.size) return html;
  return out.replace(FIRST_FRAME_TIMER, '');
}
