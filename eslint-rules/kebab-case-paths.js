import { relative, sep } from 'node:path'

// Every folder and file name under the checked folder is kebab-case: lower-case words joined by
// hyphens, with dotted suffixes (`flashcard-study.tsx`, `check.worker.ts`, `flows.dom.test.ts`).
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/

export const kebabCasePaths = {
  meta: {
    type: 'problem',
    docs: { description: 'File and folder names are kebab-case.' },
    schema: [{ type: 'object', properties: { basePath: { type: 'string' } } }],
    messages: { notKebab: "'{{name}}' is not kebab-case (lower-case words joined by hyphens)." },
  },
  create(context) {
    const base = context.options[0]?.basePath ?? context.cwd
    return {
      Program(node) {
        const path = relative(base, context.filename)
        for (const name of path.split(sep)) {
          if (!KEBAB.test(name)) {
            context.report({ node, messageId: 'notKebab', data: { name } })
            return
          }
        }
      },
    }
  },
}
