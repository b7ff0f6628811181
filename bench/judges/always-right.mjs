/** A judge that is always right: it answers the claim's label. */
export function createJudge() {
  return { judge: (_claim, _passage, label) => label }
}
