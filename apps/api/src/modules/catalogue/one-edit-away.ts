/**
 * Whether `typed` is `word` with one letter wrong: one letter changed, added, left out, or two
 * neighbours swapped ('kundn' for 'kundan', 'clucth' for 'clutch'); or the same word.
 */
export function isOneEditAway(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (Math.abs(typed.length - word.length) > 1) return false;
  let at = 0;
  while (typed[at] === word[at]) at += 1;
  if (typed.length > word.length) return typed.slice(at + 1) === word.slice(at);
  if (typed.length < word.length) return typed.slice(at) === word.slice(at + 1);
  const swapped =
    typed[at] === word[at + 1] &&
    typed[at + 1] === word[at] &&
    typed.slice(at + 2) === word.slice(at + 2);
  return swapped || typed.slice(at + 1) === word.slice(at + 1);
}
