/**
 * Text on the shop's PDFs in the shoppers' own letters (decision 0029). A name or an address may be
 * written in Urdu, so two fonts are embedded (subset to the letters used): DejaVu Sans for Latin and
 * most other alphabets, Noto Naskh Arabic for the Arabic script with Urdu's own letters (ہ, ے, ٹ …),
 * which DejaVu lacks. A text is cut into runs by script; fontkit shapes each Arabic run (joined forms)
 * and lays it right to left, its words right to left. Runs follow one another left to right: a name
 * that mixes scripts reads in the order it was typed. A character neither font draws is printed as '?', never as garbage.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create as openFont, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

function fontFile(pkg: string, file: string): Buffer {
  return readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file));
}

/** Its exports map names no font file: the fonts sit beside its entry point. */
function arabicFontFile(weight: 'Regular' | 'Bold'): Buffer {
  const entry = require.resolve('@embedpdf/fonts-arabic');
  return readFileSync(
    path.join(path.dirname(entry), '..', 'fonts', `NotoNaskhArabic-${weight}.ttf`),
  );
}

export type FontName = 'latin' | 'latin-bold' | 'arabic' | 'arabic-bold';

interface LoadedFont {
  font: Font;
}

let loaded: Record<FontName, LoadedFont> | undefined;

/** Read once per process: each document embeds only the glyphs it uses. */
export function shopFonts(): Record<FontName, LoadedFont> {
  if (!loaded) {
    const load = (data: Buffer): LoadedFont => ({ font: openFont(data) as Font });
    loaded = {
      latin: load(fontFile('dejavu-fonts-ttf', 'ttf/DejaVuSans.ttf')),
      'latin-bold': load(fontFile('dejavu-fonts-ttf', 'ttf/DejaVuSans-Bold.ttf')),
      arabic: load(arabicFontFile('Regular')),
      'arabic-bold': load(arabicFontFile('Bold')),
    };
  }
  return loaded;
}

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const SPACE = /\s/u;
const KEPT = new Set(['\n', '\u200c', '\u200d']);

export interface TextRun {
  text: string;
  arabic: boolean;
}

/**
 * Cuts text into runs of one font. Spaces stay inside the run they are in (so Arabic words keep their
 * right-to-left order); spaces that end an Arabic run move to the next run, which they separate.
 */
export function textRuns(text: string): TextRun[] {
  const { latin, arabic } = shopFonts();
  const runs: TextRun[] = [];
  // Control and format characters are dropped, but for line breaks and the zero-width (non-)joiner
  // Urdu typing uses to keep two letters apart or together.
  const drawable = text.replace(/[\p{Cc}\p{Cf}]/gu, (c) => (KEPT.has(c) ? c : ''));
  for (const char of drawable) {
    const last = runs.at(-1);
    // Spaces and joiners belong to the run they are in (a joiner acts between two Arabic letters).
    if (SPACE.test(char) || char === '\u200c' || char === '\u200d') {
      if (last) last.text += char;
      else runs.push({ text: char, arabic: false });
      continue;
    }
    const code = char.codePointAt(0) ?? 0x3f;
    let isArabic: boolean;
    let drawn = char;
    if (ARABIC_SCRIPT.test(char) && arabic.font.hasGlyphForCodePoint(code)) isArabic = true;
    else if (latin.font.hasGlyphForCodePoint(code)) isArabic = false;
    else if (arabic.font.hasGlyphForCodePoint(code)) isArabic = true;
    else {
      isArabic = false;
      drawn = '?';
    }
    if (last && last.arabic === isArabic) {
      last.text += drawn;
      continue;
    }
    if (last?.arabic) {
      const trailing = /\s+$/u.exec(last.text)?.[0] ?? '';
      last.text = last.text.slice(0, last.text.length - trailing.length);
      runs.push({ text: trailing + drawn, arabic: isArabic });
    } else {
      runs.push({ text: drawn, arabic: isArabic });
    }
  }
  return runs.filter((run) => run.text.length > 0).flatMap(visualOrder);
}

/**
 * An Arabic run's words in the order they are seen, right to left, with the spaces between them as
 * runs of their own: PDFKit breaks lines at spaces and lays each word out alone, so a run handed over
 * whole would come out with its words left to right. fontkit shapes and reverses each word.
 */
function visualOrder(run: TextRun): TextRun[] {
  if (!run.arabic) return [run];
  return run.text
    .split(/(\s+)/u)
    .filter((part) => part.length > 0)
    .reverse()
    .map((part) => ({ text: part, arabic: !SPACE.test(part) }));
}

export function fontOf(run: TextRun, bold: boolean): FontName {
  if (run.arabic) return bold ? 'arabic-bold' : 'arabic';
  return bold ? 'latin-bold' : 'latin';
}
