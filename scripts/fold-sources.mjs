// `npm run fold-sources [-- --check]`: writes projections/src/fold-sources.ts, the SHA-256 of each read
// model's code as written (its definition and what it calls in projections/src, comments and layout
// aside), which the rebuild fingerprint includes: a changed fold rebuilds its read model at the next start.
// The source, not `fold.toString()`: the same fold compiles to other text under tsc (the processes) and
// SWC (the tests), and a compiler's upgrade would rebuild every read model for nothing.
// `--check` only answers whether the file is current (the unit spec beside it runs that).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = resolve(new URL('..', import.meta.url).pathname);
export const OUTPUT = join(root, 'projections', 'src', 'fold-sources.ts');

const printer = ts.createPrinter({ removeComments: true });
const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(path);
    return isSource(entry.name) && path !== OUTPUT ? [path] : [];
  });
}

/** A file's top-level declarations by name, and where each imported name comes from. */
function parse(path, text) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const declared = new Map();
  const imported = new Map();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = statement.moduleSpecifier.text;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imported.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) declared.set(declaration.name.text, statement);
    } else if (statement.name && ts.isIdentifier(statement.name)) declared.set(statement.name.text, statement);
  }
  return { file, declared, imported };
}

function identifiersIn(node) {
  const found = new Set();
  const visit = (child) => {
    if (ts.isIdentifier(child)) found.add(child.text);
    // Returns nothing: forEachChild stops at the first child whose visit returns a value.
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The read model's or projection's `name: '…'`, in its object or in the arguments of the call making it. */
function nameIn(node) {
  let name;
  const visit = (child) => {
    if (name) return;
    if (
      ts.isPropertyAssignment(child) &&
      ts.isIdentifier(child.name) &&
      child.name.text === 'name' &&
      ts.isStringLiteral(child.initializer)
    )
      name = child.initializer.text;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return name;
}

/**
 * Every read model (`…ReadModel`) and hand-written projection (`…Projection` with a name of its own) of
 * projections/src, to the hash of its declaration and of every declaration of projections/src it reaches,
 * followed through relative imports. Names from packages (@portal/domain…) count by name only.
 */
export function foldSources(
  srcDir = join(root, 'projections', 'src'),
  readText = (path) => readFileSync(path, 'utf8'),
) {
  const parsed = new Map();
  const parsedFile = (path) => {
    if (!parsed.has(path)) parsed.set(path, parse(path, readText(path)));
    return parsed.get(path);
  };
  const hashes = {};
  for (const path of sourceFiles(srcDir)) {
    const { declared } = parsedFile(path);
    for (const [variable, statement] of declared) {
      if (!/(ReadModel|Projection)$/.test(variable) || !ts.isVariableStatement(statement)) continue;
      const name = nameIn(statement);
      if (!name) continue;
      const parts = [];
      const seen = new Set();
      const follow = (fromPath, identifier) => {
        const key = `${fromPath}#${identifier}`;
        if (seen.has(key)) return;
        seen.add(key);
        const here = parsedFile(fromPath);
        const found = here.declared.get(identifier);
        if (found) {
          parts.push(`${relative(srcDir, fromPath)}\n${printer.printNode(ts.EmitHint.Unspecified, found, here.file)}`);
          for (const next of identifiersIn(found)) follow(fromPath, next);
          return;
        }
        const source = here.imported.get(identifier);
        if (!source) return;
        if (source.from.startsWith('.')) {
          const module = resolve(dirname(fromPath), source.from);
          follow(existsSync(`${module}.ts`) ? `${module}.ts` : join(module, 'index.ts'), source.name);
        } else parts.push(`${source.from}#${source.name}`);
      };
      follow(path, variable);
      if (hashes[name]) throw new Error(`two read models are named ${name} (${relative(root, path)})`);
      hashes[name] = createHash('sha256').update(parts.join('\n')).digest('hex');
    }
  }
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

/** The generated module's text, formatted as the repository's prettier settings want it. */
export async function foldSourcesModule(hashes) {
  const lines = Object.entries(hashes).map(([name, hash]) => `  '${name}': '${hash}',`);
  const text = `// Written by \`npm run fold-sources\` (scripts/fold-sources.mjs); fold-sources.unit.spec.ts fails when it is stale.
/** Each read model's code as written, hashed: part of its rebuild fingerprint (schema-fingerprints.ts). */
export const FOLD_SOURCES: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`;
  return prettier.format(text, { ...(await prettier.resolveConfig(OUTPUT)), filepath: OUTPUT });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const text = await foldSourcesModule(foldSources());
  const current = (() => {
    try {
      return readFileSync(OUTPUT, 'utf8');
    } catch {
      return '';
    }
  })();
  if (process.argv.includes('--check')) {
    if (current !== text) {
      console.error(`${relative(root, OUTPUT)} is stale: run npm run fold-sources`);
      process.exit(1);
    }
  } else if (current !== text) writeFileSync(OUTPUT, text);
}
