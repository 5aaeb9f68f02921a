import { expect, test } from 'vitest';
import { rulesBySelector, sxRules } from './sx-style';

const rules = (sx: Parameters<typeof sxRules>[1]) => rulesBySelector(sxRules('.a', sx));

test("the theme's breakpoints stay in their order in one rule, whatever another class used first", () => {
  expect(rules([{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' }, gap: 1 }])).toEqual([
    [
      '.a',
      {
        gap: '8px',
        '@media': {
          '(min-width:0px)': { fontSize: '2rem' },
          '(min-width:600px)': { fontSize: '2.75rem' },
          '(min-width:900px)': { fontSize: '3.5rem' },
        },
      },
    ],
  ]);
});

test("a part's own hover colour after a look's under (hover: hover) wins under it too, as in Emotion", () => {
  const look = { '@media (hover: hover)': { '&:hover': { bgcolor: 'primary.main' } } };
  expect(rules([look, { '&:hover': { bgcolor: '#F6D8C6' } }])).toEqual([
    [
      '.a:hover',
      {
        backgroundColor: '#F6D8C6',
        '@media': { '(hover: hover)': { backgroundColor: '#F6D8C6' } },
      },
    ],
  ]);
});

test('nested keys read as Emotion reads them: & is the element, a bare key a descendant', () => {
  const selectors = rules([
    { '& :focus-visible': { outline: 0 }, 'footer a, & > svg': { color: 'red' } },
  ]).map(([selector]) => selector);
  expect(selectors).toEqual(['.a :focus-visible', '.a footer a, .a > svg']);
});

test('what it cannot write is refused when the app is built', () => {
  expect(() => sxRules('.a', [{ '@supports (display: grid)': { display: 'grid' } }])).toThrow(
    /@supports/,
  );
});
