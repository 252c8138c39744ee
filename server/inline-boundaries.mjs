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
/** A script holding React's reveal instructions: `$RC("B:0","S:0")`, maybe after its runtime. */
const REVEAL_SCRIPT =
  /<script>((?:(?!<\/script>)[\s\S])*?\$RC\("B:[0-9a-f]+","S:[0-9a-f]+"\)(?:(?!<\/script>)[\s\S])*?)<\/script>/g;
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

/**
 * The document with every outlined Suspense boundary moved into its place and React's reveal scripts
 * removed; the document unchanged when anything is not in the form React writes.
 * @param {string} html
 */
export function inlineCompletedBoundaries(html) {
  const scripts = [...html.matchAll(REVEAL_SCRIPT)];
  if (scripts.length === 0) return html;
  // Other instructions (segments, client-rendered boundaries, view transitions) are left to React.
  if (/\$R[A-BD-Z]\(/.test(html.replace('$RB=[];$RV=function', ''))) return html;

  // Each reveal script follows the hidden segment it reveals: `<div hidden id="S:0">…</div><script>`.
  /** @type {{ boundary: string, content: string }[]} */
  const reveals = [];
  /** @type {[number, number][]} */
  const cut = [];
  for (const match of scripts) {
    const body = match[1] ?? '';
    const calls = [...body.matchAll(REVEAL_CALL)];
    const rest = body.replace(REVEAL_CALL, '').trim();
    if (calls.length !== 1 || (rest !== '' && !rest.startsWith('$RB=[];$RV=function'))) return html;
    const [, boundary = '', segment = ''] = /** @type {RegExpMatchArray} */ (calls[0]);
    const open = `<div hidden id="${segment}">`;
    const segmentStart = html.lastIndexOf(open, match.index);
    const contentEnd = match.index - '</div>'.length;
    if (segmentStart === -1 || html.slice(contentEnd, match.index) !== '</div>') return html;
    reveals.push({ boundary, content: html.slice(segmentStart + open.length, contentEnd) });
    cut.push([segmentStart, match.index + match[0].length]);
  }
  let out = html;
  for (const [from, to] of cut.reverse()) out = out.slice(0, from) + out.slice(to);

  for (const { boundary, content } of reveals) {
    const pending = `<!--$?--><template id="${boundary}"></template>`;
    const start = out.indexOf(pending);
    if (start === -1) return html;
    const end = closingComment(out, start + pending.length);
    if (end === -1) return html;
    out = `${out.slice(0, start)}<!--$-->${content}${out.slice(end)}`;
  }
  return out.replace(FIRST_FRAME_TIMER, '');
}
