// User-visible text in JSX comes from the catalogues (src/lib/i18n/locales), never a literal:
// text between tags, a string in braces, and the attributes a person reads or hears. Text
// without a letter ('·', '—', '{" "}') is layout, not language, and passes.
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'description',
])
const LETTER = /\p{L}/u

const literalText = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked
  return undefined
}

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX comes from the i18n catalogues.' },
    schema: [],
    messages: {
      literal:
        "'{{text}}' is user-visible text: put it in the catalogues (src/lib/i18n/locales) and read it with t().",
    },
  },
  create(context) {
    const report = (node, text) => {
      if (!LETTER.test(text)) return
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } })
    }
    return {
      JSXText(node) {
        report(node, node.value)
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return
        const text = literalText(node.expression)
        if (text !== undefined) report(node, text)
      },
      JSXAttribute(node) {
        if (!READ_ATTRIBUTES.has(node.name.name)) return
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value
        const text = literalText(value)
        if (text !== undefined) report(node, text)
      },
    }
  },
}
