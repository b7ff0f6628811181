/**
 * String operations whose result does not depend on the browser's default locale.
 * `a.localeCompare(b)` and `toLocaleUpperCase()` without a locale follow the language the
 * browser is set to (a Swedish collation, a Turkish dotted İ), so the same material would make
 * different quizzes on two computers; the offline engine promises the same output for the same
 * input, so its comparisons name their locale.
 */
const collator = new Intl.Collator('en')

/** Orders two strings as English collation does, in every browser. */
export const compareText = (a: string, b: string): number => collator.compare(a, b)

/** The first character upper-cased by Unicode's own mapping (no locale's exceptions). */
export const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
