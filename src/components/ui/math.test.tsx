import { render, screen } from '@testing-library/react'
import { Markdown } from './markdown'
import { MathText } from './math-text'

describe('formulas in text', () => {
  it('draws a formula in markdown as MathML named by its spoken form', async () => {
    const { container } = render(
      <Markdown>{'The area is $\\pi r^2$ and\n\n$$\\int_0^1 x^2\\,dx$$'}</Markdown>,
    )
    const inline = await screen.findByRole('math', { name: /pi.*r.*squared/i })
    expect(inline.tagName.toLowerCase()).toBe('math')
    const display = screen.getByRole('math', { name: /integral/i })
    expect(display).toHaveAttribute('display', 'block')
    // The drawn copy is hidden from screen readers: they read the MathML.
    expect(container.querySelectorAll('.katex-html[aria-hidden="true"]')).toHaveLength(2)
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument()
  })

  it('keeps _ and * inside a formula out of markdown emphasis', async () => {
    const { container } = render(<Markdown>{'Sum $a_1 * b_1 + a_2 * b_2$ here'}</Markdown>)
    expect(await screen.findByRole('math')).toBeInTheDocument()
    expect(container.querySelector('em, strong')).toBeNull()
  })

  it('shows a formula that does not parse as its source, and the rest of the text', async () => {
    render(<MathText text={'Broken $\\frac{1}{$ and fine $x^2$.'} />)
    expect(await screen.findByRole('math', { name: /x.*squared/ })).toBeInTheDocument()
    const source = screen.getByText('$\\frac{1}{$')
    expect(source).toHaveAttribute('title', 'This formula could not be read')
    expect(screen.getAllByRole('math')).toHaveLength(1)
  })

  it('leaves money as text', () => {
    render(
      <>
        <MathText text="Tickets cost $5 and $10." />
        <Markdown>{'It costs $5. A pair is $5-$10.'}</Markdown>
      </>,
    )
    expect(screen.getByText('Tickets cost $5 and $10.')).toBeInTheDocument()
    expect(screen.getByText('It costs $5. A pair is $5-$10.')).toBeInTheDocument()
    expect(screen.queryByRole('math')).not.toBeInTheDocument()
  })

  it('escapes TeX that looks like markup', async () => {
    const { container } = render(
      <MathText
        text={'$\\text{<img src=x onerror=alert(1)>}$ and $\\href{javascript:alert(1)}{x}$'}
      />,
    )
    await screen.findAllByRole('math')
    expect(container.querySelector('img, a, [onerror]')).toBeNull()
  })
})
