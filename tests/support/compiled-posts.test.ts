import { describe, expect, it } from 'vitest'
import { compilePost } from '../../scripts/compiled-posts'

describe('compilePost', () => {
  it("turns a post's Markdown into the elements the app's Markdown draws", () => {
    expect(compilePost('## Why\n\nThe beta is **free**.\n\n1. Upload\n2. Ask\n')).toEqual([
      { tag: 'h2', props: {}, children: ['Why'] },
      '\n',
      {
        tag: 'p',
        props: {},
        children: ['The beta is ', { tag: 'strong', props: {}, children: ['free'] }, '.'],
      },
      '\n',
      {
        tag: 'ol',
        props: {},
        children: [
          '\n',
          { tag: 'li', props: {}, children: ['Upload'] },
          '\n',
          { tag: 'li', props: {}, children: ['Ask'] },
          '\n',
        ],
      },
    ])
  })

  it('keeps HTML in the source as text and a link only with a safe address', () => {
    expect(
      compilePost(
        '<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [in](/blog) [out](https://example.org)',
      ),
    ).toEqual([
      '<img src=x onerror=alert(1)>',
      '\n',
      {
        tag: 'p',
        props: {},
        children: [
          { tag: 'span', props: {}, children: ['bad'] },
          ' ',
          { tag: 'a', props: { href: '/blog' }, children: ['in'] },
          ' ',
          {
            tag: 'a',
            props: { href: 'https://example.org', target: '_blank', rel: 'noopener noreferrer' },
            children: ['out'],
          },
        ],
      },
    ])
  })

  it('reads code left to right, as the app does', () => {
    expect(compilePost('Run `f(x)`.')).toEqual([
      {
        tag: 'p',
        props: {},
        children: ['Run ', { tag: 'code', props: { dir: 'ltr' }, children: ['f(x)'] }, '.'],
      },
    ])
  })

  it('refuses what it does not draw as the app would (tables, images)', () => {
    expect(() => compilePost('| A | B |\n|---|---|\n| 1 | 2 |\n', 'table.md')).toThrow(
      'table.md: a post cannot draw <table>',
    )
    expect(() => compilePost('![a cell](cell.png)', 'image.md')).toThrow(
      'image.md: a post cannot draw <img>',
    )
  })
})
