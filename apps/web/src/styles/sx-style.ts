/**
 * MUI's `sx`, made into a stylesheet when the app is built (decision 0040). Called only from
 * `*.css.ts` files, which vanilla-extract runs at build time: the styles are written once into the
 * page's CSS, and the element carries a plain class. At run time nothing is computed, serialised,
 * hashed or inserted, and no styled component stands between React and the element: on a phone that
 * is most of what hydrating the storefront's first screen cost (issue 24).
 *
 * The declarations are MUI's own: the same `sx` (the theme's palette, spacing, breakpoints and type,
 * and the looks of components/light-controls.ts) goes through MUI's `styleFunctionSx` with the shop's
 * theme, so a part moved here looks exactly as it did.
 */
import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { unstable_styleFunctionSx as styleFunctionSx, type SxProps } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import { theme } from '../lib/theme';

type Sx = SxProps<Theme>;
type Declarations = Record<string, string | number>;
type Nested = { [key: string]: string | number | Nested | undefined | null };

/** A rule of the stylesheet: where it applies, under which media queries, and what it sets. */
export interface Rule {
  selector: string;
  media: string[];
  declarations: Declarations;
}

/** Emotion's reading of a nested key: `&` is the parent; a key without it is a descendant. */
function nestedSelector(parent: string, key: string): string {
  const parents = parent.split(/\s*,\s*/);
  return key
    .split(/\s*,\s*/)
    .flatMap((part) =>
      parents.map((outer) => (part.includes('&') ? part.replace(/&/g, outer) : `${outer} ${part}`)),
    )
    .join(', ');
}

/** Emotion's nested object as flat rules, in the order Emotion writes them. */
function flatten(selector: string, media: string[], styles: Nested, rules: Rule[]): void {
  const own: Rule = { selector, media, declarations: {} };
  rules.push(own);
  for (const [key, value] of Object.entries(styles)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'object') {
      own.declarations[key] = value;
    } else if (key.startsWith('@media')) {
      flatten(selector, [...media, key.replace(/^@media\s*/, '')], value, rules);
    } else if (key.startsWith('@')) {
      throw new Error(`sxStyle: ${key} is not supported`);
    } else {
      flatten(nestedSelector(selector, key), media, value, rules);
    }
  }
}

/**
 * The rules as vanilla-extract takes them: one call per selector, its media queries in their order.
 * vanilla-extract puts every media query after the plain rules and merges a query with the same
 * query elsewhere in the file unless told their order, which it reads from one rule's `@media`: the
 * theme's breakpoints written one by one came out 0, 900, 600 px when another class of the file had
 * used 900 first. Emotion wrote a selector's plain declarations where they came: a plain one after a
 * media query's that sets the same property won over it (a look's hover colour under
 * `(hover: hover)`, then the part's own hover colour), so it is written into that query as well.
 */
export function rulesBySelector(rules: Rule[]): [string, GlobalStyleRule][] {
  const bySelector = new Map<string, { plain: Declarations; media: Map<string, Declarations> }>();
  for (const { selector, media, declarations } of rules) {
    if (Object.keys(declarations).length === 0) continue;
    let entry = bySelector.get(selector);
    if (!entry) bySelector.set(selector, (entry = { plain: {}, media: new Map() }));
    if (media.length === 0) {
      for (const [property, value] of Object.entries(declarations)) {
        for (const set of entry.media.values()) if (property in set) set[property] = value;
      }
      Object.assign(entry.plain, declarations);
    } else {
      const query = media.join(' and ');
      entry.media.set(query, { ...entry.media.get(query), ...declarations });
    }
  }
  return [...bySelector].map(([selector, { plain, media }]): [string, GlobalStyleRule] => [
    selector,
    (media.size > 0 ? { ...plain, '@media': Object.fromEntries(media) } : plain) as GlobalStyleRule,
  ]);
}

/** `sx` (one object, or a list as `sx` takes, later ones winning) for `selector`, as flat rules. */
export function sxRules(selector: string, sx: Sx[]): Rule[] {
  // A list comes back as a list, each object's styles in order, as Emotion would write them.
  const styles = styleFunctionSx({ sx: sx.flat() as Sx, theme }) as Nested | Nested[];
  const rules: Rule[] = [];
  for (const each of Array.isArray(styles) ? styles : [styles]) flatten(selector, [], each, rules);
  return rules;
}

function writeSx(selector: string, sx: Sx[]): void {
  for (const [each, rule] of rulesBySelector(sxRules(selector, sx))) globalStyle(each, rule);
}

/**
 * A class with the styles of `sx`, MUI's way. A string among them is a class of another `*.css.ts`
 * (a shared look of light-controls.css.ts): the element gets it too, and its rules, imported first,
 * come before this class's, as Emotion wrote a look's before the part's own.
 */
export function sxStyle(...parts: (Sx | string)[]): string {
  const className = style({});
  writeSx(
    `.${className}`,
    parts.filter((part): part is Sx => typeof part !== 'string'),
  );
  return [...parts.filter((part) => typeof part === 'string'), className].join(' ');
}

/** Styles for a selector of the page itself (`html`, a descendant of a class), MUI's way. */
export function sxGlobalStyle(selector: string, ...sx: Sx[]): void {
  writeSx(selector, sx);
}

/** MUI's Typography in `variant` (body1 by default, as Typography's): its margin and type, as sx. */
export function typographySx(variant: 'body1' | 'body2' = 'body1') {
  return { m: 0, typography: variant } as const;
}
