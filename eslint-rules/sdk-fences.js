/**
 * `local/sdk-fences`: each SDK may be imported only by the files its fence names.
 *
 * The stock `no-restricted-imports` cannot do this: flat config keeps one set of options per
 * rule and file, so a folder allowed one SDK had to switch the rule off and was then allowed
 * every SDK; and it never sees `import('x')`. This rule checks every way a module is pulled in —
 * `import`, `import()`, `export … from`, `import x = require()` and `typeof import('x')` — against
 * every fence at once, and a subpath (`pdfjs-dist/build/…`) or a query (`?url`) counts as the
 * package itself.
 *
 * Options: `{ fences: [{ name, allowed: [glob], message }], typeImportsAllowed: [glob],
 * basePath }`, the globs relative to `basePath` (default: the working directory). Type-only
 * imports are allowed in `typeImportsAllowed` (declarations may describe SDK types); everywhere
 * else they are fenced like any import, so no folder quietly grows a dependency on an SDK's
 * shapes.
 */
import path from 'node:path'
import { minimatch } from 'minimatch'

/** 'pdfjs-dist/build/pdf.worker.min.mjs?url' → 'pdfjs-dist'; '@scope/name/sub' → '@scope/name'. */
function packageOf(specifier) {
  const bare = specifier.split('?')[0]
  const parts = bare.split('/')
  return bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function matchesAny(file, globs) {
  return globs.some((glob) => minimatch(file, glob, { dot: true }))
}

/** @type {import('eslint').Rule.RuleModule} */
export const sdkFences = {
  meta: {
    type: 'problem',
    docs: { description: 'Each SDK is imported only by the files its fence allows.' },
    schema: [
      {
        type: 'object',
        properties: {
          fences: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                allowed: { type: 'array', items: { type: 'string' }, minItems: 1 },
                message: { type: 'string' },
              },
              required: ['name', 'allowed', 'message'],
              additionalProperties: false,
            },
          },
          typeImportsAllowed: { type: 'array', items: { type: 'string' } },
          basePath: { type: 'string' },
        },
        required: ['fences'],
        additionalProperties: false,
      },
    ],
    messages: { fenced: "'{{specifier}}' is fenced: {{message}}" },
  },

  create(context) {
    const {
      fences,
      typeImportsAllowed = [],
      basePath = context.cwd,
    } = context.options[0] ?? {
      fences: [],
    }
    const file = path.relative(basePath, context.filename).split(path.sep).join('/')
    const typesAllowedHere = matchesAny(file, typeImportsAllowed)
    // Fences this file sits outside of; a file inside every fence has nothing to check.
    const closed = fences.filter((fence) => !matchesAny(file, fence.allowed))
    if (closed.length === 0) return {}

    function check(sourceNode, typeOnly) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string')
        return
      if (typeOnly && typesAllowedHere) return
      const specifier = sourceNode.value
      const fence = closed.find((candidate) => candidate.name === packageOf(specifier))
      if (fence) {
        context.report({
          node: sourceNode,
          messageId: 'fenced',
          data: { specifier, message: fence.message },
        })
      }
    }

    const isTypeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 &&
        node.specifiers.every((specifier) => specifier.importKind === 'type'))
    const isTypeOnlyExport = (node) =>
      node.exportKind === 'type' ||
      (node.specifiers.length > 0 &&
        node.specifiers.every((specifier) => specifier.exportKind === 'type'))

    return {
      ImportDeclaration: (node) => check(node.source, isTypeOnlyImport(node)),
      ImportExpression: (node) => check(node.source, false),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node.source, isTypeOnlyExport(node)),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        check(node.moduleReference.expression, node.importKind === 'type'),
      // `typeof import('openai')` in a type position.
      TSImportType: (node) => check(node.source, true),
    }
  },
}
