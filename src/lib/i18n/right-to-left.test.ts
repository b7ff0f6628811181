/**
 * Issue #47, clause 5: right to left. The layout mirrors through logical properties: no Tailwind
 * class in src/ names a physical side (`ml-`, `pr-`, `border-l`, `text-left`, `left-`…; `ms-`,
 * `pe-`, `border-s`, `text-start`, `start-` instead), apart from a centring that is the same
 * both ways. Icons that point mirror: every lucide icon whose arrow points along the line (back,
 * forward, sign in and out, send) carries `rtl:-scale-x-100`, so in Arabic it points the way the
 * page reads. Icons that point up or down, play and pause, and a link's outward arrow keep their
 * drawing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const SRC = join(__dirname, '..', '..')
const POINTING =
  /^(Arrow(Left|Right)|Chevrons?(Left|Right)|Log(In|Out)|Send(Horizontal)?|Undo2?|Redo2?|Reply|Forward)$/
const MIRRORED = 'rtl:-scale-x-100'

function sourceFiles(folder: string, extension: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path, extension)
    return extension.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** A Tailwind class that names a physical side, with any variant ('md:', 'focus:'). */
const PHYSICAL_SIDE =
  /(?<![\w-])(-?[mp][lr]-[\w.[\]/]+|border-[lr](?:-\w+)?|rounded-[tb]?[lr](?:-\w+)?|text-(?:left|right)|-?(?:left|right)-[\w.[\]/]+|float-(?:left|right))(?![\w-])/g
/** `left-1/2` with `-translate-x-1/2`: centred, the same in both directions. */
const CENTRED = 'left-1/2'

function physicalSides(): string[] {
  return sourceFiles(SRC, /\.tsx?$/).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(PHYSICAL_SIDE)]
          .map(([found]) => found)
          .filter((found) => found !== CENTRED || !line.includes('-translate-x-1/2'))
          .map((found) => `${relative(SRC, path)}:${index + 1} ${found}`),
      ),
  )
}

/** `file:line <Icon>` for each pointing icon drawn without the mirroring class. */
function unmirroredIcons(): string[] {
  return sourceFiles(SRC, /\.tsx$/).flatMap((path) => {
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    )
    const icons = new Set<string>()
    for (const statement of source.statements)
      if (
        ts.isImportDeclaration(statement) &&
        (statement.moduleSpecifier as ts.StringLiteral).text === 'lucide-react'
      )
        for (const element of statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
          ? statement.importClause.namedBindings.elements
          : [])
          if (POINTING.test((element.propertyName ?? element.name).text))
            icons.add(element.name.text)
    const found: string[] = []
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        icons.has(node.tagName.getText(source)) &&
        !node.attributes.getText(source).includes(MIRRORED)
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
        found.push(`${relative(SRC, path)}:${line + 1} <${node.tagName.getText(source)}>`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    return found
  })
}

it('draws every icon that points along the line mirrored in a right-to-left language', () => {
  expect(unmirroredIcons()).toEqual([])
})

it('lays out with logical sides only, so the page mirrors in a right-to-left language', () => {
  expect(physicalSides()).toEqual([])
})
