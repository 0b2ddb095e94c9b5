/**
 * A status column is written only through its module's transition table: no update's `set` (nor an upsert's
 * `onConflictDoUpdate({ set })`, nor raw SQL) names a status column anywhere in core's sources but in a
 * `<module>.transitions.ts` file, where the table's `statusMover` (shared/status-moves.ts) or a statement built
 * beside it makes the move. Inserts are free: a row is created in its first status.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The status-like columns' keys in the schema: each table's status, a verification's outcome, a transfer's phase. */
const STATUS_KEYS = new Set(['status', 'outcome', 'phase']);
const RAW_STATUS_UPDATE = /\bupdate\s+"?\w+"?\s+set\b[^;]*\b(status|outcome|phase)"?\s*=/is;
const SRC = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Where, in one file's text, a status column is written by an update. */
export function statusWrites(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  const found: string[] = [];
  const at = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);

  /** The status keys an update's values name, following a constant or a spread to its object. */
  const keysOf = (expr: ts.Expression, seen = new Set<string>()): string[] => {
    let e = expr;
    while (ts.isAsExpression(e) || ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e))
      e = e.expression;
    if (ts.isIdentifier(e)) {
      const init = constants.get(e.text);
      if (!init || seen.has(e.text)) return [];
      return keysOf(init, new Set([...seen, e.text]));
    }
    if (!ts.isObjectLiteralExpression(e)) return [];
    return e.properties.flatMap((p) => {
      if (ts.isSpreadAssignment(p)) return keysOf(p.expression, seen);
      const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
      return name && STATUS_KEYS.has(name) ? [name] : [];
    });
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [arg] = node.arguments;
      if (method === 'set' && arg) {
        for (const key of keysOf(arg)) found.push(`${at(node)} sets ${key}`);
      }
      if (method === 'onConflictDoUpdate' && arg && ts.isObjectLiteralExpression(arg)) {
        for (const p of arg.properties) {
          if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'set') {
            for (const key of keysOf(p.initializer)) found.push(`${at(node)} upserts ${key}`);
          }
        }
      }
    }
    if (
      (ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isStringLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      RAW_STATUS_UPDATE.test(node.getText(file))
    ) {
      found.push(`${at(node)} updates a status in SQL`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('status columns', () => {
  it('the check finds a status written by an update, an upsert, a spread constant and raw SQL', () => {
    const text = `
      const values = { status: 'paid', note: 'x' } as const;
      await db.update(t).set({ status: 'sent', sentAt });
      await db.update(t).set({ ...values });
      await db.insert(t).values(v).onConflictDoUpdate({ target: t.id, set: values });
      await db.update(t).set({ outcome });
      await db.execute(sql\`update "draws" set "status" = 'DRAW_CLOSED'\`);
      await db.update(t).set({ attempts: 1 });
      headers.set('status', 'x');
      await db.insert(t).values({ status: 'pending' });`;
    expect(statusWrites('x.ts', text)).toEqual([
      'x.ts:3 sets status',
      'x.ts:4 sets status',
      'x.ts:5 upserts status',
      'x.ts:6 sets outcome',
      'x.ts:7 updates a status in SQL',
    ]);
  });

  it('are written only in the modules’ transitions files, through their tables', () => {
    const writes = sourceFiles(SRC)
      .filter((path) => !path.endsWith('.transitions.ts'))
      .flatMap((path) => statusWrites(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(writes).toEqual([]);
  });
});
