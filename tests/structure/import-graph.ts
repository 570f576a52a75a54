// The import graph of the console's source, read from the files themselves: every static import,
// re-export and dynamic `import()` between modules under src/. Type-only imports (`import type`,
// `export type`) are left out: TypeScript erases them, so they cannot form a runtime cycle.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|[^.\w])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null; // not a module (a stylesheet, a worker URL) or outside the tree
}

/** The modules each module under `dir` imports (absolute paths), type-only imports left out. */
export function importGraph(dir: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      if (match[1]) continue; // import type / export type
      const target = resolveImport(file, match[2] ?? match[3] ?? '');
      if (target && SOURCE.test(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The packages the modules under `dir` import at run time (type-only imports and stylesheets left out). */
export function packageImports(dir: string, leaveOut: (file: string) => boolean = () => false): Set<string> {
  const packages = new Set<string>();
  for (const file of sourceFiles(dir).filter((file) => !leaveOut(file))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[2] ?? match[3] ?? '';
      if (!match[1] && !specifier.startsWith('.') && !specifier.endsWith('.css')) packages.add(specifier);
    }
  }
  return packages;
}

/** Every import cycle, each once, as the list of modules around it (depth-first, Tarjan-free). */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join('\n');
        if (!cycles.has(key)) cycles.set(key, cycle);
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...cycles.values()];
}
