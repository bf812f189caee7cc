import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Third-party code the entry needs on every page, grouped so that an app-only change keeps
// these files cached. The `$initial` tag keeps modules used only by lazy routes (Accordion,
// Card, ...) in those routes' chunks, which is what holds the first load under budget.
const initialVendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|react-transition-group|stylis)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      // The contracts are browser-safe TypeScript: bundle the source, no prior build needed.
      '@portal/contracts': fromHere('../libs/contracts/src/index.ts'),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // The contracts only declare schemas and constants: without this, importing one message would
      // keep every schema (and zod with them) in the first load.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/contracts/src/') },
      output: {
        codeSplitting: { groups: initialVendorGroups },
      },
    },
  },
});
