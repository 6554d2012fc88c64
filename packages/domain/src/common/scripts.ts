/**
 * Which writing systems a name's letters come from, to refuse names spelled to pass for another
 * (a Cyrillic `А` in front of Latin `dmin`). The rule is Unicode's "moderately restrictive" one
 * (UTS #39 §5.2): one script; or Latin with Han and kana, Han and Bopomofo, or Han and Hangul; or
 * Latin with one other script, unless that is Greek or Cyrillic, whose letters pass for Latin ones.
 */

const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
  'Arabic',
  'Hebrew',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Khmer',
  'Myanmar',
  'Tibetan',
  'Georgian',
  'Armenian',
  'Ethiopic',
] as const;

/** Letters of a script not listed; it mixes with nothing. */
const OTHER = 'another script';
const TESTS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);
/** Digits, punctuation, spaces and combining marks belong to every script. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

const COMBINATIONS: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];
const NEVER_WITH_LATIN = new Set(['Greek', 'Cyrillic', OTHER]);

function scriptsOf(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    if (SHARED.test(char)) continue;
    found.add(TESTS.find(([, test]) => test.test(char))?.[0] ?? OTHER);
  }
  return [...found];
}

/** The scripts `text` mixes where it should not, in order of appearance; none when it is fine. */
export function clashingScripts(text: string): string[] {
  const scripts = scriptsOf(text);
  if (scripts.length <= 1) return [];
  if (COMBINATIONS.some((allowed) => scripts.every((script) => allowed.includes(script))))
    return [];
  const latinAndOne =
    scripts.length === 2 &&
    scripts.includes('Latin') &&
    !scripts.some((script) => NEVER_WITH_LATIN.has(script));
  return latinAndOne ? [] : scripts;
}

/** Lower-case Cyrillic and Greek letters that look like a Latin one, and that letter. */
const LATIN_LOOK_ALIKES: Record<string, string> = Object.fromEntries([
  ['а', 'a'],
  ['в', 'b'],
  ['с', 'c'],
  ['ԁ', 'd'],
  ['е', 'e'],
  ['һ', 'h'],
  ['н', 'h'],
  ['і', 'i'],
  ['ј', 'j'],
  ['к', 'k'],
  ['ӏ', 'l'],
  ['м', 'm'],
  ['о', 'o'],
  ['р', 'p'],
  ['ԛ', 'q'],
  ['ѕ', 's'],
  ['т', 't'],
  ['у', 'y'],
  ['ԝ', 'w'],
  ['х', 'x'],
  ['α', 'a'],
  ['β', 'b'],
  ['ε', 'e'],
  ['ζ', 'z'],
  ['η', 'h'],
  ['ι', 'i'],
  ['κ', 'k'],
  ['μ', 'm'],
  ['ν', 'n'],
  ['ο', 'o'],
  ['ρ', 'p'],
  ['τ', 't'],
  ['υ', 'y'],
  ['χ', 'x'],
]);

/** Lower-case `text` with each Cyrillic or Greek letter that looks Latin read as that letter. */
export const asLatinLookAlike = (text: string): string =>
  [...text.toLowerCase()].map((char) => LATIN_LOOK_ALIKES[char] ?? char).join('');
