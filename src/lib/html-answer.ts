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
    ? `<form method="get" action="${escapeHtml(form.action)}"><label>${escapeHtml(form.label)} ` +
      `<input type="search" name="${escapeHtml(form.name)}" value="${escapeHtml(form.value)}"></label> ` +
      `<button type="submit">${escapeHtml(form.submit)}</button></form>`
    : '';
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6">' +
    `<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    list +
    field +
    `<p>${escapeHtml(linkIntro)}<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` +
    '</body></html>';
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
