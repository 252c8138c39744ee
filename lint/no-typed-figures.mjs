/**
 * Lint rule: page copy never types a company figure ('100+', '32 professionals', 'since 2017').
 * Figures come from src/content/company.ts, where editors' counters replace them; a typed copy would
 * disagree with the rest of the site as soon as an editor changes one.
 */

const counted = [
  '\\d[\\d,]*',
  ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  ),
  ...'twenty thirty forty fifty sixty seventy eighty ninety hundreds? thousands? dozens?'.split(' '),
].join('|');
const companyNouns =
  'people|engineers|designers|marketers|professionals|specialists|employees|team members|clients|customers|brands|projects|awards|countries|offices';

/** Phrases that state a company figure. */
const figureClaims = [
  /\b\d[\d,]*\s?\+(?![\d\s]*\d)/i,
  new RegExp(`\\b(?:${counted})\\s+(?:[a-z-]+\\s+){0,2}?(?:${companyNouns})\\b`, 'i'),
  /\b(?:since|founded in|established in|est\.?|started in)\s+(?:19|20)\d{2}\b/i,
];

/**
 * The claims typed into a text, each with the words around it.
 * @param {string} text
 * @returns {string[]}
 */
export function figureClaimsIn(text) {
  return figureClaims.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)] : [];
  });
}

/**
 * @param {import('eslint').Rule.RuleContext} context
 * @param {import('estree').Node} node
 * @param {string} text
 */
function reportClaims(context, node, text) {
  for (const claim of figureClaimsIn(text))
    context.report({ node, messageId: 'typedFigure', data: { claim: claim.trim() } });
}

/**
 * @param {import('estree').Property | import('estree').SpreadElement} p
 * @param {string} name
 */
const isNamed = (p, name) =>
  p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === name && !p.computed;

/** @type {import('eslint').Rule.RuleModule} */
export const noTypedFigures = {
  meta: {
    type: 'problem',
    docs: { description: 'Company figures come from src/content/company.ts, never typed into copy' },
    messages: {
      typedFigure: 'Page copy types a company figure (…{{claim}}…): read it from src/content/company.ts.',
    },
    schema: [],
  },
  create(context) {
    return {
      /** @param {import('estree').Literal} node */
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = /** @type {import('estree').Node | undefined} */ (
          /** @type {{ parent?: import('estree').Node }} */ (node).parent
        );
        if (parent && /^(Import|Export)/.test(parent.type)) return;
        reportClaims(context, node, node.value);
      },
      /** @param {import('estree').TemplateElement} node */
      TemplateElement(node) {
        reportClaims(context, node, node.value.cooked ?? node.value.raw);
      },
      /** @param {import('estree').Node & { value: string }} node */
      JSXText(node) {
        reportClaims(context, node, node.value);
      },
      // A counter typed as data: { value: 32, label: 'Professionals on the team' }.
      /** @param {import('estree').ObjectExpression} node */
      ObjectExpression(node) {
        const value = node.properties.find((p) => isNamed(p, 'value'));
        const label = node.properties.find((p) => isNamed(p, 'label'));
        if (value?.type !== 'Property' || label?.type !== 'Property') return;
        if (value.value.type !== 'Literal' || typeof value.value.value !== 'number') return;
        if (label.value.type !== 'Literal' || typeof label.value.value !== 'string') return;
        reportClaims(context, node, `${value.value.value}+ ${label.value.value}`);
      },
    };
  },
};

/** The project's own ESLint plugin. */
const agencyRules = { rules: { 'no-typed-figures': noTypedFigures } };
export default agencyRules;
