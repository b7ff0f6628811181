/**
 * Issue #47, clause 5: right to left, icons that point mirror. Every lucide icon drawn in src/
 * whose arrow points along the line (back, forward, sign in and out, send) carries
 * `rtl:-scale-x-100`, so in Arabic it points the way the page reads. Icons that point up or down,
 * play and pause, and a link's outward arrow keep their drawing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const SRC = join(__dirname, '..', '..')
const POINTING =
  /^(Arrow(Left|Right)|Chevrons?(Left|Right)|Log(In|Out)|Send(Horizontal)?|Undo2?|Redo2?|Reply|Forward)$/
const MIRRORED = 'rtl:-scale-x-100'

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return componentFiles(path)
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

/** `file:line <Icon>` for each pointing icon drawn without the mirroring class. */
function unmirroredIcons(): string[] {
  return componentFiles(SRC).flatMap((path) => {
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
