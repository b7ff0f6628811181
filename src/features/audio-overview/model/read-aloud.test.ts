import { formulaSpeaker, readAloudLines } from './read-aloud'

// 'Read aloud' (issue 46): the guide itself, section by section, without what is not read.
const guide = `# Motion

## Key Concepts
- **Velocity**: the rate of change of position [P2].
- **Energy**: kinetic energy is $E = \\frac{1}{2} m v^2$ for a moving body [P3].

## Summary
Motion is described by position and time. Energy is conserved. Forces change motion.`

describe('readAloudLines', () => {
  it('reads each heading, then its sentences two at a time, without markers or list marks', () => {
    const lines = readAloudLines(guide, () => 'FORMULA')
    expect(lines).toEqual([
      { speaker: 'guest', text: 'Key Concepts' },
      {
        speaker: 'host',
        text: 'Velocity: the rate of change of position. Energy: kinetic energy is FORMULA for a moving body.',
      },
      { speaker: 'guest', text: 'Summary' },
      {
        speaker: 'host',
        text: 'Motion is described by position and time. Energy is conserved.',
      },
      { speaker: 'host', text: 'Forces change motion.' },
    ])
  })

  it('says a formula in words, as the app’s math engine speaks it, never its TeX', async () => {
    const speak = await formulaSpeaker(guide)
    expect(speak).toBeDefined()
    const spoken = readAloudLines(guide, speak)[1]?.text ?? ''
    expect(spoken).not.toMatch(/\\frac|\$|\^/)
    expect(spoken).toMatch(
      /kinetic energy is .*(?:half|frac|1).*(?:squared|superscript).* for a moving body/i,
    )
  })

  it('loads no math engine for a guide without formulas', async () => {
    expect(await formulaSpeaker('# Plain\n\n## Part\nNo formulas here.')).toBeUndefined()
  })
})
