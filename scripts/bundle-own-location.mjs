// A rolldown plugin for scripts/bundle-server.mjs: code bundled keeps finding the files beside its
// own module.
import { dirname, relative } from 'node:path';

/** Every chunk sits in the bundle's folder; a name of its own, not `__dirname`, which a module may declare. */
const BUNDLE_DIR = '__ownLocationBundleDir';

/**
 * Code that finds files beside itself (`__dirname`, `__filename`, `import.meta.url`: the institution
 * index, the web apps, a dependency's WASM or worker script) would look beside the bundle instead.
 * Each use is rewritten to the module's own place, relative to the bundle, so the files are found
 * where they were and the built tree may still be moved as a whole.
 */
export function ownLocation(bundleDir) {
  return {
    name: 'own-location',
    intro: () => `var ${BUNDLE_DIR} = __dirname;`,
    transform(code, id) {
      if (!/__dirname|__filename|import\.meta/.test(code)) return null;
      const fromBundle = (path) => JSON.stringify(relative(bundleDir, path));
      // Through `globalThis`: a module may declare its own `require` or `process` (an ES module's
      // `createRequire`, `import process from 'node:process'`), which would shadow the plain names.
      const builtin = (name) => `globalThis.process.getBuiltinModule("node:${name}")`;
      const dir = `${builtin('path')}.join(${BUNDLE_DIR}, ${fromBundle(dirname(id))})`;
      const file = `${builtin('path')}.join(${BUNDLE_DIR}, ${fromBundle(id)})`;
      const ast = this.parse(code);
      // An ES module may make its own (`const __dirname = dirname(fileURLToPath(import.meta.url))`):
      // then only its `import.meta` is rewritten.
      const own = new Set();
      visit(ast, (node) => {
        if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') own.add(node.id.name);
        return true;
      });
      // By start offset: a shorthand property (`{ __dirname }`) holds its identifier as key and value.
      const replacements = new Map();
      visit(ast, (node, parent) => {
        if (
          node.type === 'Identifier' &&
          (node.name === '__dirname' || node.name === '__filename') &&
          !own.has(node.name)
        ) {
          const value = node.name === '__dirname' ? dir : file;
          if (parent?.type === 'Property' && parent.shorthand)
            replacements.set(node.start, [node.end, `${node.name}: ${value}`]);
          else if (isReference(node, parent)) replacements.set(node.start, [node.end, value]);
        } else if (node.type === 'MemberExpression' && node.object.type === 'MetaProperty' && !node.computed) {
          const value = { url: `${builtin('url')}.pathToFileURL(${file}).href`, dirname: dir, filename: file }[
            node.property.name
          ];
          if (value) replacements.set(node.start, [node.end, `(${value})`]);
          return false;
        }
        return true;
      });
      if (replacements.size === 0) return null;
      let rewritten = code;
      for (const [start, [end, text]] of [...replacements].sort((a, b) => b[0] - a[0]))
        rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
      // No source map for the few modules rewritten: their lines in the bundle's map are approximate.
      return { code: rewritten, map: null };
    },
  };
}

/** Calls `enter` on every node of an ESTree AST, depth first; `enter` returning false skips the children. */
function visit(node, enter, parent = null) {
  if (enter(node, parent) === false) return;
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (child && typeof child.type === 'string') visit(child, enter, node);
  }
}

/** An identifier that names the variable, not a property key or a member's name. */
const isReference = (node, parent) =>
  !(parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) &&
  !(parent?.type === 'Property' && parent.key === node && !parent.computed);
