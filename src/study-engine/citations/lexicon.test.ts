import { antonymsOf } from './lexicon'

describe('the English opposites, from WordNet (issue 44)', () => {
  it('sets the synonyms of two opposite senses against each other, in any word form', () => {
    // WordNet points 'hot' at 'cold' and 'heat' at 'cool'; 'heat' and 'cold' share their senses.
    expect(antonymsOf('heat')).toContain('cold')
    expect(antonymsOf('permits')).toContain('prohibit')
    expect(antonymsOf('increases')).toContain('decrease')
  })

  it('leaves out senses a word rarely has: gaining is not the opposite of red', () => {
    expect(antonymsOf('gain')).not.toContain('red')
    expect(antonymsOf('gain')).toContain('lose')
  })

  it('keeps the study pairs WordNet lacks', () => {
    expect(antonymsOf('before')).toContain('after')
    expect(antonymsOf('inhibits')).toContain('stimulate')
  })
})
