import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';
import { expect, test } from 'vitest';

/**
 * Every word the renderer shows comes from the catalogues (renderer/i18n): this test reads the
 * renderer's source and fails on text written in place, which would stay English in Turkish:
 * - text between JSX tags;
 * - a string literal, or a template with words, given to a user-facing JSX attribute
 *   (title, label, aria-label, placeholder, alt, …Label, …Text, …Title) or between JSX braces;
 * - a string literal with words as the value of a user-facing property in an object
 *   (message, title, label, description, hint, detail), as toasts and menus are built.
 * Words are two or more letters in a row; symbols, numbers and single letters pass.
 */
const ROOT = resolve(__dirname, '..', '..', '..');
const RENDERER = join(ROOT, 'renderer');
const SKIP = [join(RENDERER, 'i18n')];

const USER_FACING_ATTRIBUTE =
  /^(title|label|aria-label|aria-valuetext|aria-roledescription|placeholder|alt|description|hint|heading|message|tooltip|caption|children)$|(Label|Text|Title|Message|Hint)$/;
const USER_FACING_PROPERTY = /^(message|title|label|description|hint|detail|heading|tooltip|placeholder)$/;
const WORD = /\p{L}{2,}/u;

function sourceFiles(dir: string): string[] {
  if (SKIP.includes(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if ((name.endsWith('.ts') || name.endsWith('.tsx')) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function hasWords(node: Node | null | undefined): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'StringLiteral':
      return WORD.test(node.value as string);
    case 'TemplateLiteral':
      return (node.quasis as Node[]).some((q) => WORD.test((q.value as { cooked: string }).cooked ?? ''));
    case 'ConditionalExpression':
      return hasWords(node.consequent as Node) || hasWords(node.alternate as Node);
    case 'LogicalExpression':
      return hasWords(node.right as Node);
    case 'BinaryExpression':
      return node.operator === '+' && (hasWords(node.left as Node) || hasWords(node.right as Node));
    case 'JSXExpressionContainer':
      return hasWords(node.expression as Node);
    default:
      return false;
  }
}

function literalsIn(file: string): string[] {
  return literalsFromText(file, readFileSync(file, 'utf8'));
}

function literalsFromText(file: string, text: string): string[] {
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const at = (node: Node, what: string) =>
    found.push(`${relative(ROOT, file)}:${node.loc?.start.line} ${what}`);
  const source = (node: Node) => text.slice(node.start as number, node.end as number);
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === 'JSXText' && WORD.test(node.value as string))
      at(node, JSON.stringify((node.value as string).trim()));
    if (node.type === 'JSXAttribute' && node.value) {
      const name = source(node.name as Node);
      if (USER_FACING_ATTRIBUTE.test(name) && hasWords(node.value as Node)) at(node, source(node));
    }
    if (
      node.type === 'JSXExpressionContainer' &&
      parent?.type === 'JSXElement' &&
      hasWords(node.expression as Node)
    )
      at(node, source(node));
    if (node.type === 'ObjectProperty' && !node.computed) {
      const key = node.key as Node;
      const name =
        key.type === 'Identifier'
          ? (key.name as string)
          : key.type === 'StringLiteral'
            ? (key.value as string)
            : '';
      if (USER_FACING_PROPERTY.test(name) && hasWords(node.value as Node)) at(node, source(node));
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'comments' || key.endsWith('Comments')) continue;
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) visit(c, node);
      if (isNode(child)) visit(child, node);
    }
  };
  visit(ast.program as unknown as Node, null);
  return found;
}

test('the renderer shows no text that is not in the catalogues', () => {
  const found = sourceFiles(RENDERER).flatMap(literalsIn);
  expect(found).toEqual([]);
});

test('the check finds text in each place it looks', () => {
  const probe = join(ROOT, 'renderer', 'i18n', '__probe__.tsx');
  const cases = [
    'const a = <p>Hello</p>;',
    'const b = <Button aria-label="Close dialog" />;',
    "const c = <Field hint={'Type a code'} />;",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text with a template literal in it
    'const d = <p>{ok ? `Sent ${n} codes` : null}</p>;',
    "showToast({ kind: 'success', message: 'Saved.' });",
  ];
  for (const code of cases) expect(literalsFromText(probe, code).length, code).toBe(1);
  for (const code of [
    "const e = <p>{t('x.y')} · 12</p>;",
    'const f = <div className="grid__row" data-testid="row-a" />;',
  ])
    expect(literalsFromText(probe, code), code).toEqual([]);
});
