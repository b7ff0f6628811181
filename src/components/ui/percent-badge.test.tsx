import { render, screen } from '@testing-library/react'
import { PercentBadge, percentBand } from './percent-badge'

describe('percent bands', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ] as const)('%i is in the %s band', (percent, band) => {
    expect(percentBand(percent)).toBe(band)
  })

  it('shows its text in the colour of its band', () => {
    render(<PercentBadge percent={65}>65% complete</PercentBadge>)
    expect(screen.getByText('65% complete')).toHaveAttribute('data-band', 'yellow')
  })
})
