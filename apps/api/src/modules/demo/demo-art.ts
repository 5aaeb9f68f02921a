/**
 * The demo catalogue's pictures, drawn here as simple SVG illustrations (no downloads): one drawing per
 * kind of product, filled in the colour the picture shows, on a soft background. sharp renders them.
 */
import sharp from 'sharp';

export type ArtKind =
  | 'tote'
  | 'crossbody'
  | 'clutch'
  | 'hoop'
  | 'jhumka'
  | 'ring'
  | 'pendant'
  | 'bangle'
  | 'anklet'
  | 'matha-pati'
  | 'bindiya'
  | 'bracelet';

export const ART_COLOURS = {
  gold: { light: '#F6E08F', base: '#D4AF37', dark: '#9A7618' },
  silver: { light: '#FAFAFA', base: '#C4C7CC', dark: '#7E838A' },
  'rose gold': { light: '#F4C9C0', base: '#C98A7E', dark: '#8E5249' },
  black: { light: '#6B6B6B', base: '#2E2E2E', dark: '#111111' },
  maroon: { light: '#C25A6B', base: '#7B1E2B', dark: '#4A0E18' },
  tan: { light: '#EACBA4', base: '#C8965F', dark: '#8B6337' },
  beige: { light: '#F7EEE1', base: '#DCC7A8', dark: '#A8916F' },
} as const;
export type ArtColour = keyof typeof ART_COLOURS;

const SIZE = 600;

function defs(colour: ArtColour, id: string): string {
  const c = ART_COLOURS[colour];
  return `<defs>
  <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${c.light}"/><stop offset="0.45" stop-color="${c.base}"/>
    <stop offset="1" stop-color="${c.dark}"/>
  </linearGradient>
  <radialGradient id="${id}-gem" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="#FFFFFF"/><stop offset="0.5" stop-color="#E8F1F8"/>
    <stop offset="1" stop-color="#A9BCCB"/>
  </radialGradient>
</defs>`;
}

/** Beads evenly spaced along a quadratic curve from (x1,y1) through control (cx,cy) to (x2,y2). */
function beads(
  x1: number,
  y1: number,
  cx: number,
  cy: number,
  x2: number,
  y2: number,
  count: number,
  r: number,
  fill: string,
): string {
  let out = '';
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2;
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${fill}"/>`;
  }
  return out;
}

/** Each drawing fits a 600 × 600 box; `m` is the metal (or leather) gradient, `g` the gem gradient. */
const DRAWINGS: Record<ArtKind, (m: string, g: string, dark: string) => string> = {
  tote: (m, _g, dark) => `
    <path d="M215 230 C215 120 385 120 385 230" fill="none" stroke="${dark}" stroke-width="18" stroke-linecap="round"/>
    <path d="M150 230 H450 L480 470 Q482 490 462 490 H138 Q118 490 120 470 Z" fill="${m}"/>
    <path d="M150 230 H450 L454 262 H146 Z" fill="${dark}" opacity="0.35"/>
    <rect x="280" y="300" width="40" height="26" rx="6" fill="#E9C766" stroke="${dark}" stroke-width="3"/>
    <path d="M170 470 H430" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="4" stroke-dasharray="10 8"/>`,
  crossbody: (m, _g, dark) => `
    <path d="M170 300 C150 120 450 120 430 300" fill="none" stroke="${dark}" stroke-width="8"/>
    <rect x="150" y="290" width="300" height="200" rx="34" fill="${m}"/>
    <path d="M150 330 Q150 290 190 290 H410 Q450 290 450 330 V390 Q300 430 150 390 Z" fill="${dark}" opacity="0.3"/>
    <path d="M180 320 L420 460 M180 460 L420 320 M240 290 L450 413 M150 357 L360 490" stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="3"/>
    <circle cx="300" cy="404" r="15" fill="#E9C766" stroke="${dark}" stroke-width="3"/>`,
  clutch: (m, _g, dark) => `
    <rect x="120" y="230" width="360" height="190" rx="28" fill="${m}"/>
    <path d="M120 258 Q120 230 148 230 H452 Q480 230 480 258 L300 360 Z" fill="${dark}" opacity="0.35"/>
    <path d="M140 250 L300 346 L460 250" fill="none" stroke="#F3D98A" stroke-width="5" stroke-dasharray="3 9" stroke-linecap="round"/>
    <circle cx="300" cy="356" r="18" fill="#E9C766" stroke="${dark}" stroke-width="3"/>`,
  hoop: (m, _g, dark) => `
    <path d="M190 150 q0 -28 22 -28" fill="none" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>
    <path d="M410 150 q0 -28 22 -28" fill="none" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="190" cy="255" r="96" fill="none" stroke="${m}" stroke-width="22"/>
    <circle cx="410" cy="255" r="96" fill="none" stroke="${m}" stroke-width="22"/>
    <path d="M116 215 A96 96 0 0 1 172 162" fill="none" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round"/>
    <path d="M336 215 A96 96 0 0 1 392 162" fill="none" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round"/>`,
  jhumka: (m, g, dark) =>
    [185, 415]
      .map(
        (x) => `
    <circle cx="${x}" cy="150" r="30" fill="${m}" stroke="${dark}" stroke-width="3"/>
    <circle cx="${x}" cy="150" r="13" fill="url(#${g})"/>
    <rect x="${x - 5}" y="178" width="10" height="40" fill="${m}"/>
    <path d="M${x - 105} 370 Q${x - 100} 215 ${x} 215 Q${x + 100} 215 ${x + 105} 370 Z" fill="${m}" stroke="${dark}" stroke-width="3"/>
    <path d="M${x - 70} 330 Q${x} 300 ${x + 70} 330" fill="none" stroke="${dark}" stroke-width="3" stroke-dasharray="6 6"/>
    ${beads(x - 100, 385, x, 400, x + 100, 385, 8, 9, 'url(#' + g + ')')}
    <circle cx="${x}" cy="425" r="12" fill="${m}"/>`,
      )
      .join(''),
  ring: (m, g, dark) => `
    <ellipse cx="300" cy="360" rx="150" ry="130" fill="none" stroke="${m}" stroke-width="30"/>
    <ellipse cx="300" cy="360" rx="150" ry="130" fill="none" stroke="${dark}" stroke-opacity="0.35" stroke-width="4"/>
    <path d="M240 238 L270 205 H330 L360 238 L300 300 Z" fill="${m}" stroke="${dark}" stroke-width="3"/>
    <path d="M245 190 L275 150 H325 L355 190 L300 250 Z" fill="url(#${g})" stroke="#8EA3B5" stroke-width="3"/>
    <path d="M245 190 H355 M275 150 L290 190 L300 250 M325 150 L310 190 L300 250" fill="none" stroke="#8EA3B5" stroke-width="2"/>`,
  pendant: (m, g, dark) => `
    <path d="M110 60 Q300 420 490 60" fill="none" stroke="${m}" stroke-width="7"/>
    <path d="M110 60 Q300 420 490 60" fill="none" stroke="${dark}" stroke-width="2" stroke-dasharray="4 6"/>
    <circle cx="300" cy="262" r="14" fill="none" stroke="${m}" stroke-width="7"/>
    <path d="M300 278 C370 340 380 420 300 480 C220 420 230 340 300 278 Z" fill="${m}" stroke="${dark}" stroke-width="4"/>
    <path d="M300 320 C340 360 345 410 300 445 C255 410 260 360 300 320 Z" fill="url(#${g})"/>`,
  bangle: (m, _g, dark) =>
    [240, 300, 360]
      .map(
        (y) => `
    <ellipse cx="300" cy="${y}" rx="190" ry="70" fill="none" stroke="${dark}" stroke-width="30"/>
    <ellipse cx="300" cy="${y - 4}" rx="190" ry="70" fill="none" stroke="${m}" stroke-width="24"/>
    <ellipse cx="300" cy="${y - 4}" rx="190" ry="70" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="2 14"/>`,
      )
      .join(''),
  anklet: (m, g, dark) => `
    <ellipse cx="300" cy="270" rx="210" ry="90" fill="none" stroke="${m}" stroke-width="7"/>
    <ellipse cx="300" cy="270" rx="210" ry="90" fill="none" stroke="${dark}" stroke-width="2" stroke-dasharray="5 7"/>
    ${[-160, -110, -55, 0, 55, 110, 160]
      .map((dx) => {
        const x = 300 + dx;
        const y = 270 + 90 * Math.sqrt(1 - (dx / 210) ** 2);
        return `<line x1="${x}" y1="${y.toFixed(1)}" x2="${x}" y2="${(y + 24).toFixed(1)}" stroke="${m}" stroke-width="4"/>
    <circle cx="${x}" cy="${(y + 42).toFixed(1)}" r="18" fill="${m}" stroke="${dark}" stroke-width="3"/>
    <line x1="${x - 10}" y1="${(y + 48).toFixed(1)}" x2="${x + 10}" y2="${(y + 48).toFixed(1)}" stroke="${dark}" stroke-width="3"/>`;
      })
      .join('')}
    <circle cx="300" cy="180" r="14" fill="url(#${g})" stroke="${m}" stroke-width="5"/>`,
  'matha-pati': (m, g, dark) => `
    ${beads(60, 120, 180, 300, 300, 330, 14, 9, m)}
    ${beads(540, 120, 420, 300, 300, 330, 14, 9, m)}
    ${beads(90, 80, 200, 230, 300, 250, 12, 7, 'url(#' + g + ')')}
    ${beads(510, 80, 400, 230, 300, 250, 12, 7, 'url(#' + g + ')')}
    ${beads(300, 40, 300, 150, 300, 250, 8, 8, m)}
    <circle cx="300" cy="345" r="42" fill="${m}" stroke="${dark}" stroke-width="4"/>
    <circle cx="300" cy="345" r="22" fill="url(#${g})"/>
    <path d="M300 390 C330 420 330 455 300 480 C270 455 270 420 300 390 Z" fill="${m}" stroke="${dark}" stroke-width="3"/>
    <circle cx="300" cy="505" r="13" fill="url(#${g})"/>`,
  bindiya: (m, g, dark) => `
    ${beads(300, 40, 300, 150, 300, 250, 10, 9, m)}
    ${[0, 45, 90, 135, 180, 225, 270, 315]
      .map((deg) => {
        const rad = (deg * Math.PI) / 180;
        return `<circle cx="${(300 + 62 * Math.cos(rad)).toFixed(1)}" cy="${(330 + 62 * Math.sin(rad)).toFixed(1)}" r="24" fill="${m}" stroke="${dark}" stroke-width="3"/>`;
      })
      .join('')}
    <circle cx="300" cy="330" r="56" fill="${m}" stroke="${dark}" stroke-width="4"/>
    <circle cx="300" cy="330" r="30" fill="url(#${g})"/>
    <line x1="300" y1="410" x2="300" y2="440" stroke="${m}" stroke-width="5"/>
    <circle cx="300" cy="462" r="22" fill="url(#${g})" stroke="${m}" stroke-width="4"/>`,
  bracelet: (m, g, dark) => `
    ${Array.from({ length: 26 }, (_, i) => {
      const a = (i / 26) * 2 * Math.PI;
      const x = 300 + 200 * Math.cos(a);
      const y = 300 + 95 * Math.sin(a);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="19" fill="${m}" stroke="${dark}" stroke-width="3"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="10" fill="url(#${g})"/>`;
    }).join('')}
    <rect x="278" y="378" width="44" height="30" rx="6" fill="${m}" stroke="${dark}" stroke-width="3"/>`,
};

const BACKGROUNDS = ['#FBF3EC', '#F8ECE4', '#F6EFE6', '#FAF0EA'];

export function productSvg(kind: ArtKind, colour: ArtColour, variant = 0): string {
  const id = 'metal';
  const background = BACKGROUNDS[variant % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
${defs(colour, id)}
<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75">
  <stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${background}"/>
</radialGradient>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<ellipse cx="300" cy="535" rx="200" ry="22" fill="#834F37" opacity="0.08"/>
${DRAWINGS[kind](`url(#${id})`, `${id}-gem`, ART_COLOURS[colour].dark)}
</svg>`;
}

/** A wide hero: the shop's peach and brown with a bag, hoops and a pendant on the right. */
export function bannerSvg(): string {
  const piece = (kind: ArtKind, colour: ArtColour, x: number, y: number, scale: number) => {
    const id = `m-${kind}`;
    return `${defs(colour, id)}<g transform="translate(${x} ${y}) scale(${scale})">${DRAWINGS[kind](
      `url(#${id})`,
      `${id}-gem`,
      ART_COLOURS[colour].dark,
    )}</g>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
<linearGradient id="hero" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#FBE9DD"/><stop offset="0.6" stop-color="#F6D8C6"/><stop offset="1" stop-color="#E7B89C"/>
</linearGradient>
<rect width="1600" height="700" fill="url(#hero)"/>
<circle cx="1250" cy="360" r="330" fill="#FFFFFF" opacity="0.35"/>
<circle cx="1250" cy="360" r="250" fill="none" stroke="#834F37" stroke-opacity="0.18" stroke-width="3"/>
<path d="M0 610 Q400 540 800 610 T1600 600 V700 H0 Z" fill="#834F37" opacity="0.12"/>
${piece('tote', 'tan', 1020, 170, 0.75)}
${piece('hoop', 'gold', 870, 60, 0.45)}
${piece('pendant', 'rose gold', 1290, 40, 0.5)}
${piece('bangle', 'gold', 800, 380, 0.42)}
</svg>`;
}

/**
 * Renders at `scale` of the drawing's size (SVG density 72 is 1:1), as PNG at a fast compression level:
 * the image store re-encodes it to WebP anyway. The seed renders product pictures 480 px square and the
 * banner at the store's 800 px width, so the store never has to shrink them.
 */
export function renderSvg(svg: string, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
