import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { paths } from './src/config/paths';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Third-party code the entry needs on every page, grouped so that an app-only change keeps
// these files cached. The `$initial` tag keeps modules used only by lazy routes (Accordion,
// Card, ...) in those routes' chunks, which is what holds the first load under budget.
const initialVendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|react-transition-group|stylis)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

// Each path with its lazy page, as in src/app/router.tsx, so index.html can preload a first visit's page.
const page = (path: string, name: string) => ({ path, module: `src/app/routes/${name}.tsx` });
const routePages = [
  page(paths.home.path, 'home'),
  page(paths.signIn.path, 'sign-in'),
  page(paths.signUp.path, 'sign-up'),
  page(paths.forgotPassword.path, 'forgot-password'),
  page(paths.resetPassword.path, 'reset-password'),
  page(paths.verification.path, 'verification'),
  page(paths.newEmailVerification.path, 'new-email-verification'),
  page(paths.githubVerification.path, 'social-verification'),
  page(paths.googleVerification.path, 'social-verification'),
  page(paths.orcidVerification.path, 'social-verification'),
  page(paths.help.path, 'help'),
  page(paths.certificate.path, 'certificate'),
  page(paths.account.path, 'account'),
  page(paths.logistics.path, 'logistics'),
  page(paths.applications.path, 'applications'),
  page(paths.createApplication.path, 'create-application'),
  page(paths.editApplication.path, 'edit-application'),
  page(paths.courseDashboard.path, 'course-dashboard'),
  page(paths.media.path, 'media'),
  page(paths.verifyContentPass.path, 'verify-content-pass'),
];

export default defineConfig({
  base: '/',
  plugins: [react(), routePreloads(routePages), precompress()],
  // The server writes a fresh nonce here on each request (apps/api/src/http/security-headers.ts); MUI's
  // run-time styles carry it (its style-cache.ts) because the Content-Security-Policy admits no other inline style.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: {
    alias: [
      { find: '@', replacement: fromHere('./src') },
      // The contracts are browser-safe TypeScript: bundle the source, no prior build needed.
      { find: '@portal/contracts', replacement: fromHere('../libs/contracts/src/index.ts') },
      // zod through a module that makes it jitless first (src/lib/zod-jitless.ts says why).
      { find: /^zod$/, replacement: fromHere('./src/lib/zod-jitless.ts') },
    ],
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
