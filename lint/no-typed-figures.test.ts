// @vitest-environment node
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { figureClaimsIn, noTypedFigures } from './no-typed-figures.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

describe('no-typed-figures', () => {
  it('recognises a typed figure and lets other numbers pass', () => {
    expect(figureClaimsIn('100+ Brands Trust Us')).toHaveLength(1);
    expect(figureClaimsIn('a team of 32 professionals')).toHaveLength(1);
    expect(figureClaimsIn('eighteen engineers and designers')).toHaveLength(1);
    expect(figureClaimsIn('Partners since 2017')).toHaveLength(1);
    expect(figureClaimsIn(' Brands Trust Us')).toEqual([]);
    expect(figureClaimsIn('+91 231 265 4400')).toEqual([]);
    expect(figureClaimsIn('Thousands of products that still load in a blink.')).toEqual([]);
  });

  tester.run('no-typed-figures', noTypedFigures, {
    valid: [
      { code: 'const heading = `${clients} Brands Trust Us`;' },
      { code: "import figures from './100+ brands';" },
      { code: "const phone = '+91 231 265 4400';" },
      { code: 'const counter = { value: count, label: "Professionals on the team" };' },
      { code: 'const el = <p>We answer within {days}.</p>;' },
    ],
    invalid: [
      { code: "const heading = '100+ Brands Trust Us';", errors: [{ messageId: 'typedFigure' }] },
      { code: 'const line = `A team of 32 professionals, ${city}`;', errors: [{ messageId: 'typedFigure' }] },
      { code: 'const el = <p>Partners since 2017</p>;', errors: [{ messageId: 'typedFigure' }] },
      {
        code: "const counter = { value: 32, label: 'Professionals on the team' };",
        errors: [{ messageId: 'typedFigure' }],
      },
    ],
  });
});
