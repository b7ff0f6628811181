/**
 * A judge blind to negation: where the claim and its passage differ in their negations ('not',
 * 'never', 'without', 'no', 'ne … pas', 'nicht', 'kein' …), it reads them as saying the same
 * thing, so a contradicted claim that only adds or drops a negation passes as supported; it is
 * right otherwise.
 */
const NEGATION =
  /\b(?:not|no|never|none|nor|neither|without|cannot|nunca|sin|ni|ne|pas|jamais|sans|aucun|nicht|kein\w*|nie|ohne)\b|n't/giu

const negations = (text) => (text.match(NEGATION) ?? []).length

export function createJudge() {
  return {
    judge(claim, passage, label) {
      if (label === 'contradicted' && negations(claim) !== negations(passage)) return 'supported'
      return label
    },
  }
}
