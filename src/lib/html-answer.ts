import { company } from '@/src/config/site';

/**
 * A small standalone HTML page for answers that are not pages of the site (a refused request, a form
 * posted without JavaScript): the outcome as its heading, an explanation, a way on. noindex and never
 * cached. Every text is escaped here.
 */
export type HtmlAnswer = {
  status: number;
  title: string;
  /** Paragraphs of plain text. */
  paragraphs?: readonly string[];
  /** Plain-text items shown as a list (e.g. each field's problem). */
  items?: readonly string[];
  link: { href: string; label: string };
  /** A one-field GET form (e.g. a search box holding what the visitor typed), before the link. */
  form?: { action: string; name: string; value: string; label: string; submit: string };
  /** Text before the link, in its paragraph. */
  linkIntro?: string;
  headers?: Record<string, string>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The site's look without its stylesheet (these answers come before, or instead of, a page of the
 * site): its colours, the logo on the dark band, a white card, orange buttons. Inline, as the
 * page's one style; the Content-Security-Policy allows inline styles.
 */
const answerStyle = `
:root{--ink:#0b1020;--ink-3:#1c2540;--paper-2:#f5f6fa;--text:#1a2035;--muted:#4f5870;--accent:#ff7a2e;--accent-strong:#c2410c;--border:#d6dbe7;--focus:#ffb020}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--paper-2);color:var(--text);font:1.0625rem/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.band{padding:1.25rem max(clamp(1rem,4vw,2rem),(100% - 40rem)/2) 7rem;background:radial-gradient(40rem 18rem at 100% 0%,rgb(255 122 46/22%),transparent 60%),var(--ink)}
.band a{display:inline-flex;border-radius:.375rem}
.band img{display:block;height:34px;width:auto}
main{max-width:40rem;margin:-5.5rem auto 3rem;padding:clamp(1.5rem,5vw,2.5rem);border-top:4px solid var(--accent);border-radius:1.25rem;background:#fff;box-shadow:0 20px 50px rgb(11 16 32/12%)}
@media (max-width:42rem){main{margin-inline:clamp(1rem,4vw,2rem)}}
.status{margin:0 0 .5rem;color:var(--accent-strong);font-size:.8125rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
h1{margin:0 0 1rem;font-size:clamp(1.5rem,1.2rem + 1.4vw,2rem);line-height:1.2;letter-spacing:-.02em}
p,ul{margin:0 0 1rem;color:var(--muted)}
form{margin:1.5rem 0}
label{display:block;margin-bottom:.5rem;font-size:.9375rem;font-weight:700;color:var(--text)}
.row{display:flex;flex-wrap:wrap;gap:.5rem}
input{flex:1 1 10rem;min-width:0;min-height:48px;padding:0 1.25rem;border:1px solid var(--border);border-radius:999px;font:inherit;color:var(--text)}
button,.way{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:0 1.5rem;border:0;border-radius:999px;background:var(--accent);color:var(--ink);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button:hover,.way:hover{background:#ff9350}
form~.on .way{border:1px solid var(--text);background:none;color:var(--text)}
form~.on .way:hover{background:var(--text);color:#fff}
.on{margin:1.5rem 0 0}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
`.replace(/\n/g, '');

export function htmlAnswer({
  status,
  title,
  paragraphs = [],
  items = [],
  link,
  form,
  linkIntro = '',
  headers = {},
}: HtmlAnswer) {
  const list = items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const field = form
    ? `<form method="get" action="${escapeHtml(form.action)}"><label for="answer-field">${escapeHtml(form.label)}</label>` +
      `<div class="row"><input id="answer-field" type="search" name="${escapeHtml(form.name)}" value="${escapeHtml(form.value)}">` +
      `<button type="submit">${escapeHtml(form.submit)}</button></div></form>`
    : '';
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${answerStyle}</style></head>` +
    `<body><div class="band"><a href="/"><img src="/logo.svg" alt="${escapeHtml(company.shortName)} home" width="175" height="34"></a></div>` +
    `<main>${status >= 400 ? `<p class="status">Error ${status}</p>` : ''}<h1>${escapeHtml(title)}</h1>` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    list +
    field +
    `<p class="on">${escapeHtml(linkIntro)}<a class="way" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` +
    '</main></body></html>';
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
