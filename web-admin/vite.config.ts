import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-admin and its ra-* packages change on their own release cycle: a chunk of their own
// stays cached across app deployments. React and MUI get theirs for the same reason. Groups
// are claimed in this order, and each takes its modules' dependencies along, so MUI comes
// before react-admin or it would be swallowed into react-admin's chunk.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion|react-transition-group|stylis)/ },
  // The dashboard's chart library is only loaded with the charts (a lazy import): a chunk of its own, after MUI's.
  { name: 'charts', test: /node_modules[\\/](@mui[\\/]x-|d3-|reselect|flatqueue|bezier-easing)/ },
  { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/ },
];

export default defineConfig({
  // The API process serves this build under /admin/.
  base: '/admin/',
  plugins: [react()],
  // The server writes a fresh nonce here on each request (apps/api/src/http/security-headers.ts); MUI's
  // run-time styles carry it (its style-cache.ts) because the Content-Security-Policy admits no other inline style.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: {
    alias: [
      // The contracts are browser-safe TypeScript: bundle the source, no prior build needed.
      {
        find: '@portal/contracts',
        replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      },
      // zod through a module that makes it jitless first (src/zod-jitless.ts says why).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
