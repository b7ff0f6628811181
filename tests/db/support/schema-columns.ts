/**
 * Reads table, view and function names (and columns) from two sources: the migrations' SQL and
 * src/types/database.types.ts (through the TypeScript parser), so a test can compare them.
 */
import ts from 'typescript'

export type Relations = Record<string, string[]>

/** From `create [or replace] [unlogged] table|view public.<name>`, to the statement's end. */
export function relationsFromSql(sql: string): {
  tables: Relations
  views: Relations
  functions: string[]
} {
  const text = sql.replace(/--[^\n]*/g, '')
  const tables: Relations = {}
  const views: Relations = {}
  for (const match of text.matchAll(
    /create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?public\.(\w+)\s*\(/gi,
  )) {
    const body = balanced(text, (match.index ?? 0) + match[0].length - 1)
    tables[match[1]!] = splitTopLevel(body)
      .map((item) => item.trim())
      .filter(
        (item) => !/^(constraint|primary\s+key|unique|check|foreign\s+key|exclude)\b/i.test(item),
      )
      .map((item) => unquote(item.split(/\s+/)[0] ?? ''))
  }
  for (const match of text.matchAll(
    /alter\s+table\s+(?:only\s+)?public\.(\w+)\s+add\s+column\s+(?:if\s+not\s+exists\s+)?("?\w+"?)/gi,
  )) {
    tables[match[1]!]?.push(unquote(match[2]!))
  }
  for (const match of text.matchAll(
    /create\s+(?:or\s+replace\s+)?view\s+public\.(\w+)[\s\S]*?\bas\s+select\b/gi,
  )) {
    const start = (match.index ?? 0) + match[0].length
    const fromAt = topLevelKeyword(text, start, 'from')
    views[match[1]!] = splitTopLevel(text.slice(start, fromAt)).map((item) => {
      const words = item.trim().split(/\s+/)
      return unquote((words[words.length - 1] ?? '').replace(/^.*\./, ''))
    })
  }
  // A function made again in a later migration (a new version) is one function.
  const functions = [
    ...text.matchAll(
      /create\s+(?:or\s+replace\s+)?function\s+public\.(\w+)\s*\([^)]*\)\s*returns\s+(\w+)/gi,
    ),
  ]
    .filter((match) => match[2]!.toLowerCase() !== 'trigger')
    .map((match) => match[1]!)
  return { tables, views, functions: [...new Set(functions)] }
}

function unquote(name: string): string {
  return name.replace(/^"|"$/g, '')
}

function balanced(text: string, open: number): string {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i)
  }
  throw new Error('unbalanced parentheses in a migration')
}

function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (const char of body) {
    if (char === "'") quoted = !quoted
    if (!quoted && char === '(') depth++
    if (!quoted && char === ')') depth--
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current)
      current = ''
    } else current += char
  }
  if (current.trim()) parts.push(current)
  return parts
}

function topLevelKeyword(text: string, start: number, keyword: string): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')') depth--
    else if (
      depth === 0 &&
      new RegExp(`^\\b${keyword}\\b`, 'i').test(text.slice(i, i + keyword.length + 1)) &&
      /\W/.test(text[i - 1] ?? ' ')
    ) {
      return i
    }
  }
  return text.length
}

type Members = Map<string, ts.TypeNode | undefined>

function membersOf(node: ts.TypeNode | undefined): Members {
  const members: Members = new Map()
  if (!node || !ts.isTypeLiteralNode(node)) return members
  for (const member of node.members) {
    if (
      ts.isPropertySignature(member) &&
      member.name &&
      (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))
    ) {
      members.set(member.name.text, member.type)
    }
  }
  return members
}

export interface TypesShape {
  tables: Record<
    string,
    { Row: string[]; Insert: string[]; Update: string[]; hasRelationships: boolean }
  >
  views: Relations
  functions: string[]
}

/** The public schema as database.types.ts declares it. */
export function relationsFromTypes(source: string): TypesShape {
  const file = ts.createSourceFile('database.types.ts', source, ts.ScriptTarget.Latest, true)
  const database = file.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Database',
  )
  const schema = membersOf(membersOf(database?.type).get('public'))
  const keys = (node: ts.TypeNode | undefined) => [...membersOf(node).keys()]
  const tables: TypesShape['tables'] = {}
  for (const [name, node] of membersOf(schema.get('Tables'))) {
    const parts = membersOf(node)
    tables[name] = {
      Row: keys(parts.get('Row')),
      Insert: keys(parts.get('Insert')),
      Update: keys(parts.get('Update')),
      hasRelationships: parts.has('Relationships'),
    }
  }
  const views: Relations = {}
  for (const [name, node] of membersOf(schema.get('Views')))
    views[name] = keys(membersOf(node).get('Row'))
  return { tables, views, functions: keys(schema.get('Functions')) }
}
