import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules form no import cycle (type-only imports count too): shared types live in
 * server/deps.ts, areas get their collaborators passed in (server/hooks.ts) instead of importing
 * whoever registers into them.
 */
const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile() && candidate.endsWith('.ts')) return candidate;
    } catch {
      // next candidate
    }
  }
  return null;
}

/** Every relative import of every server module (tests excluded: they may import anything). */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir).filter((f) => !f.endsWith('.test.ts'))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one module (or a module importing itself). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}

describe('server imports', () => {
  const graph = importGraph(root);
  it('form no cycle', () => {
    const cycles = findCycles(graph).map((c) => c.map((f) => relative(root, f)));
    expect(cycles).toEqual([]);
  });

  const importsOf = (prefix: string) =>
    [...graph].filter(([file]) => relative(root, file).startsWith(prefix)).flatMap(([file, targets]) => targets.map((t) => [relative(root, file), relative(root, t)]));

  it('keep the layers: the admin API uses services, never route modules', () => {
    expect(importsOf('admin/').filter(([, t]) => t.startsWith('store-api/') && /(^|\/)routes\.ts$/.test(t))).toEqual([]);
  });

  it("keep the shop's Adyen integration and the payment simulator apart (shared code is in server/adyen)", () => {
    expect(importsOf('store-api/').filter(([, t]) => t.startsWith('payment-sim/'))).toEqual([]);
    expect(importsOf('payment-sim/').filter(([, t]) => t.startsWith('store-api/'))).toEqual([]);
  });

  it('keep HTTP out of the Adyen service', () => {
    const source = readFileSync(join(root, 'store-api/adyen/service.ts'), 'utf8');
    expect(ts.preProcessFile(source, true, true).importedFiles.map((i) => i.fileName)).not.toContain('fastify');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
