import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each workflow's header comment names the modules it composes — `Workflow "place an order" (orders,
 * coupons, …)` or `Workflow step "…" (…)` — and that list is the one a reader trusts: it must be exactly
 * the modules the file imports from modules/ (issue 40). A header naming a module the file no longer
 * imports, or an import the header does not name, fails here; fix the header.
 */
const WORKFLOWS = join(dirname(fileURLToPath(import.meta.url)), 'workflows');
const HEADER = /Workflow(?: step)? "[^"]+" \(([^)]*)\)/;

export function headerModules(source: string): string[] | null {
  const match = HEADER.exec(source);
  if (!match) return null;
  return match[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

export function importedModules(source: string): string[] {
  const names = [...source.matchAll(/\bfrom\s+'\.\.\/modules\/([a-z0-9-]+)/g)].map((match) => match[1]!);
  return [...new Set(names)].sort();
}

const workflowFiles = readdirSync(WORKFLOWS).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('workflow headers', () => {
  it('parses a header and the imports', () => {
    const source = `import { a } from '../modules/orders';\nimport type { B } from '../modules/coupons/index';\n/** Workflow "x" (orders, coupons) */`;
    expect(headerModules(source)).toEqual(['coupons', 'orders']);
    expect(importedModules(source)).toEqual(['coupons', 'orders']);
    expect(headerModules('/** no header */')).toBeNull();
  });

  it.each(workflowFiles)('%s names in its header exactly the modules it imports', (name) => {
    const source = readFileSync(join(WORKFLOWS, name), 'utf8');
    const header = headerModules(source);
    expect(header, `${name}: add a header comment 'Workflow "what it does" (module, module, …)'`).not.toBeNull();
    expect(header, `${name}: the header's module list differs from the modules it imports`).toEqual(importedModules(source));
  });
});
