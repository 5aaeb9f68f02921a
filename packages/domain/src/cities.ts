/**
 * Which of the shop's cities a shopper means (issue #28, decision 0026). One rule for the checkout's
 * type-ahead, the order the server stores and the couriers' own city lists: 'LAHORE', ' lahore ',
 * 'Lahore.' and 'lhr' are one city; 'D.I. Khan' and 'DI Khan' are Dera Ismail Khan; 'Faislabad' is
 * offered Faisalabad while it is typed, but an order names a city only when a spelling matches whole,
 * never a guess.
 */

export interface City {
  id: number;
  name: string;
  province: string;
  /** Other spellings shoppers type, each already keyed by `cityKey`. */
  spellings: string[];
}

/** The form a city's name is compared in: lower case, no accents, dots or dashes, one space. */
export function cityKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The city a typed name is, matched whole on its name or a spelling; undefined when none is. */
export function findCity<C extends City>(cities: readonly C[], typed: string): C | undefined {
  const key = cityKey(typed);
  if (key === '') return undefined;
  return cities.find((city) => cityKey(city.name) === key || city.spellings.includes(key));
}

/** How well a city's name or spelling answers what was typed so far: lower is better. */
function closeness(candidate: string, typed: string): number | undefined {
  if (candidate === typed) return 0;
  if (candidate.startsWith(typed)) return 1;
  if (candidate.split(' ').some((word) => word.startsWith(typed))) return 2;
  if (typed.length >= 3 && candidate.includes(typed)) return 3;
  // A slip of the thumb: the typed text within one edit (two once it is longer) of the name's start.
  const allowed = typed.length >= 7 ? 2 : typed.length >= 4 ? 1 : 0;
  if (allowed > 0 && editDistance(candidate.slice(0, typed.length), typed) <= allowed) return 4;
  if (allowed > 0 && editDistance(candidate, typed) <= allowed) return 4;
  return undefined;
}

/**
 * The cities that answer what was typed, best first: whole matches, then names that start with it,
 * then a word that does, then the name holding it, then near misspellings; among equals the list's
 * own order (the larger city first). Nothing typed offers the first `limit` cities.
 */
export function rankCities<C extends City>(
  cities: readonly C[],
  typed: string,
  limit: number,
): C[] {
  const key = cityKey(typed);
  if (key === '') return cities.slice(0, limit);
  const scored: { city: C; score: number; index: number }[] = [];
  cities.forEach((city, index) => {
    let best: number | undefined;
    for (const candidate of [cityKey(city.name), ...city.spellings]) {
      const score = closeness(candidate, key);
      if (score !== undefined && (best === undefined || score < best)) best = score;
    }
    if (best !== undefined) scored.push({ city, score: best, index });
  });
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.city);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swapped neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}
