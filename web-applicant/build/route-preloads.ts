import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** A route's path as react-router writes it (`/course/:applicationId`) and the module of its lazy page. */
export type RoutePage = { path: string; module: string };

/** `/edit/:applicationType/:courseId` → a regular expression matching that path, trailing slash or not. */
const pathPattern = (path: string) =>
  `^${path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/$/, '')}/?$`;

/**
 * Every page is a lazy chunk, so without help a first visit loads the entry, runs it, and only then
 * asks for the page's chunk and its imports: two round trips and the entry's run in a row. This
 * writes a small table (path → the page's chunks the entry does not already preload) and a script
 * that adds `modulepreload` links for the current path, so the page downloads beside the entry. Vite's
 * own preload of the dynamic import then finds the links and adds none twice. The script is a file of
 * its own, not inline: the Content-Security-Policy runs scripts from the portal's origin only.
 */
export function routePreloads(pages: RoutePage[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        // Called with the build's plugin context, which emits the script as a hashed asset.
        const context = this as unknown as Rollup.PluginContext;
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (file: string, into: Set<string>): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
          return into;
        };
        const preloadedByEntry = withImports(entry.fileName, new Set());
        // Pages share most of their chunks: each file is written once, and each path lists indexes.
        const files: string[] = [];
        const indexOf = (file: string) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        };
        const table = pages.map(({ path, module }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, module));
          if (!page) throw new Error(`route-preloads: no chunk for ${module} (is it still a lazy page?)`);
          const own = [...withImports(page.fileName, new Set())].filter((file) => !preloadedByEntry.has(file));
          return [pathPattern(path), own.map(indexOf)];
        });
        // First match wins, as in the router; a path no page matches preloads nothing.
        const script =
          `(function(b,f,t){var p=location.pathname;for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;` +
          `t[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=b+f[n];document.head.appendChild(l)});return}})(${JSON.stringify(base)},${JSON.stringify(files)},${JSON.stringify(table)})`;
        const reference = context.emitFile({ type: 'asset', name: 'route-preloads.js', source: script });
        return [{ tag: 'script', attrs: { src: base + context.getFileName(reference) }, injectTo: 'head' }];
      },
    },
  };
}
