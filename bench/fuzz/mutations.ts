/** Mutations of a generated value: one field op at one node of the body. */
import fc from 'fast-check';
import {
  BLANKS,
  CONTROL,
  EXTRA_KEYS,
  HUGE_NUMBERS,
  INJECTIONS,
  LONG_LENGTHS,
  LONG_UNITS,
  NEST_DEPTHS,
  pick,
  RAW_NUMBERS,
  UNICODE,
  WRONG_TYPES,
} from './bad-values';
import { isRecord } from './types';

const FIELD_OPS = [
  'drop',
  'null',
  'wrongType',
  'hugeNumber',
  'rawNumber',
  'longString',
  'nul',
  'control',
  'unicode',
  'injection',
  'deepNest',
  'wrapInArray',
  'extraField',
  'blank',
] as const;
type FieldOp = (typeof FIELD_OPS)[number];

export interface Mutation {
  op: FieldOp;
  /** Which node of the value (index into its paths, modulo their number). */
  at: number;
  /** Which entry of the op's list of values. */
  pick: number;
  /** Random text (any code points, lone surrogates included) for the unicode op. */
  text: string;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom(...FIELD_OPS),
  at: fc.nat(),
  pick: fc.nat(),
  text: fc.string({ unit: 'binary', maxLength: 24 }),
});

/** Mostly one mutation, so that the rest of the request stays valid and the broken field is reached. */
export const mutationsArb = fc.oneof(
  { arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 1 }), weight: 6 },
  { arbitrary: fc.array(mutationArb, { minLength: 2, maxLength: 3 }), weight: 2 },
);

type Key = string | number;

/** Paths to the nodes of a value (root first), down to a few levels. */
function collectPaths(root: unknown, maxDepth = 5): Key[][] {
  const paths: Key[][] = [[]];
  const walk = (node: unknown, at: Key[]) => {
    if (at.length >= maxDepth || paths.length > 200) return;
    const entries: [Key, unknown][] = Array.isArray(node)
      ? node.map((child, i) => [i, child])
      : isRecord(node)
        ? Object.entries(node)
        : [];
    for (const [key, child] of entries) {
      paths.push([...at, key]);
      walk(child, [...at, key]);
    }
  };
  walk(root, []);
  return paths;
}

function getAt(root: unknown, at: Key[]): unknown {
  let node = root;
  for (const key of at) node = (node as Record<Key, unknown>)[key];
  return node;
}

/** Sets an own property even for keys such as __proto__. */
function put(target: Record<Key, unknown>, key: Key, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of `node` with the value at `at` replaced (or removed when `remove`), copying only the path. */
function updateAt(node: unknown, at: Key[], value: unknown, remove = false): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return remove ? undefined : value;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<Key, unknown>;
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else Reflect.deleteProperty(copy, head);
  } else {
    put(copy, head, updateAt(copy[head], rest, value, remove));
  }
  return copy;
}

/** JSON text nested `depth` levels deep (built as text: JSON.stringify itself overflows near 5000). */
function nestedJson(depth: number, asArray: boolean): string {
  const [open, close] = asArray ? ['[', ']'] : ['{"a":', '}'];
  return `${open.repeat(depth)}"deep"${close.repeat(depth)}`;
}

/** Raw JSON text goes into the value as a token string; jsonText swaps the quoted token for the text. */
function rawToken(raws: string[], text: string): string {
  raws.push(text);
  return `__fuzz_raw_${raws.length - 1}__`;
}

/** The replacement value a field op makes from the current value, with a short label. */
export function replacement(
  m: Mutation,
  current: unknown,
  raws: string[],
): { value: unknown; label: string } {
  const text = typeof current === 'string' ? current : 'text';
  switch (m.op) {
    case 'null':
      return { value: null, label: 'null' };
    case 'wrongType':
      return labelled(pick(WRONG_TYPES, m.pick));
    case 'hugeNumber':
      return labelled(pick(HUGE_NUMBERS, m.pick));
    case 'rawNumber': {
      const raw = pick(RAW_NUMBERS, m.pick);
      return { value: rawToken(raws, raw), label: `raw JSON ${raw}` };
    }
    case 'longString': {
      const unit = pick(LONG_UNITS, m.pick);
      const length = pick(LONG_LENGTHS, Math.floor(m.pick / LONG_UNITS.length));
      return { value: unit.repeat(length), label: `${length} × ${JSON.stringify(unit)}` };
    }
    case 'nul': {
      const middle = Math.floor(text.length / 2);
      return {
        value: `${text.slice(0, middle)}\u0000${text.slice(middle)}`,
        label: 'string with NUL (\\u0000)',
      };
    }
    case 'control':
      return labelled(`${text}${pick(CONTROL, m.pick)}`);
    case 'unicode':
      return labelled(m.pick % 2 === 0 ? m.text : pick(UNICODE, m.pick));
    case 'injection':
      return labelled(pick(INJECTIONS, m.pick));
    case 'deepNest': {
      const depth = pick(NEST_DEPTHS, m.pick);
      const raw = nestedJson(depth, m.pick % 2 === 1);
      return { value: rawToken(raws, raw), label: `nested ${depth} deep` };
    }
    case 'wrapInArray':
      return { value: [current], label: 'wrapped in an array' };
    case 'blank':
      return labelled(pick(BLANKS, m.pick));
    default:
      return { value: current, label: 'unchanged' };
  }
}

export function labelled(value: unknown): { value: unknown; label: string } {
  return { value, label: describe(value) };
}

export function describe(value: unknown): string {
  const text =
    typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);
  const shown = text === undefined ? String(value) : text;
  return shown.length > 40 ? `${shown.slice(0, 37)}… (${shown.length} chars)` : shown;
}

const STRING_OPS = new Set<FieldOp>([
  'longString',
  'nul',
  'control',
  'unicode',
  'injection',
  'blank',
]);
const NUMBER_OPS = new Set<FieldOp>(['hugeNumber', 'rawNumber']);

/** The nodes an op aims at: string ops at strings, number ops at numbers, when the value has any. */
function targetsFor(op: FieldOp, root: unknown): Key[][] {
  const all = collectPaths(root);
  const wanted = STRING_OPS.has(op) ? 'string' : NUMBER_OPS.has(op) ? 'number' : undefined;
  const matching = wanted ? all.filter((at) => typeof getAt(root, at) === wanted) : [];
  return matching.length > 0 ? matching : all;
}

/** Applies one op at one node of the body; returns the new body and a note saying what changed. */
export function mutate(
  root: unknown,
  m: Mutation,
  raws: string[],
): { value: unknown; note: string } {
  const at = pick(targetsFor(m.op, root), m.at);
  const where = at.join('.') || '(body)';
  if (m.op === 'drop') return { value: updateAt(root, at, undefined, true), note: `drop ${where}` };
  if (m.op === 'extraField') {
    const key = pick(EXTRA_KEYS, m.pick);
    const target = isRecord(getAt(root, at)) ? at : at.slice(0, -1);
    if (!isRecord(getAt(root, target))) return { value: root, note: 'extra field (no object)' };
    const value = updateAt(root, [...target, key], m.text);
    return { value, note: `extra field ${describe(key)} in ${target.join('.') || '(body)'}` };
  }
  const { value, label } = replacement(m, getAt(root, at), raws);
  return { value: updateAt(root, at, value), note: `${where}=${label}` };
}
