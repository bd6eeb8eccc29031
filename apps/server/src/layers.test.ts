import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers (issue 40): http → workflows → modules → platform → db. Route files live in http/,
 * and the modules form no cycle — not only between files (ESLint's import-x/no-cycle) but between
 * modules as a whole: module A importing B anywhere and B importing A anywhere is a cycle here.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
const moduleOf = (file: string): string | null => {
  const parts = relative(SRC, file).split('/');
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null;
};
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s+'(\.[^']+)'/g)].map((m) => resolve(dirname(file), m[1]!));

describe('server layers', () => {
  it('registers no route inside modules/: every route file is in http/', () => {
    const routeCall = /\.(get|post|put|delete|patch)(<[^>]*>)?\(\s*['"`]\/|\.route\(\s*\{/;
    const offenders = sourceFiles(join(SRC, 'modules')).filter((file) => routeCall.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const graph = new Map<string, Set<string>>();
    for (const file of sourceFiles(join(SRC, 'modules'))) {
      const from = moduleOf(file)!;
      for (const target of importsOf(file)) {
        const to = moduleOf(target.endsWith('.ts') ? target : `${target}/x.ts`) ?? moduleOf(`${target}.ts`);
        if (to && to !== from) (graph.get(from) ?? graph.set(from, new Set()).get(from)!).add(to);
      }
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, trail: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
        return;
      }
      state.set(node, 'open');
      for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
      state.set(node, 'done');
    };
    for (const node of graph.keys()) visit(node, []);
    expect(cycles, `modules importing each other; compose them in a workflow instead:\n${cycles.join('\n')}`).toEqual([]);
  });
});
