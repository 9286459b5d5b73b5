import path from 'node:path';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { PARAGLIDE_OPTIONS } from './scripts/lib/paraglide-options.ts';
import { precompressAssets } from './scripts/lib/precompress-plugin.ts';
import { readerScript } from './scripts/lib/reader-script-plugin.ts';

/**
 * Small modules that nearly every page's first load needs (the shell's consent, region, toasts, site facts, the
 * campaign rules and draft reading, the language plumbing): one chunk with React, instead of a dozen tiny ones that
 * each cost a request's headers and their own gzip dictionary. It took 1.3 kB (gzip) off the campaign page's script
 * (decision 017).
 */
const SHELL_MODULES =
  /\/(app\/lib\/(cookie-consent|browser-region|toast|image-urls|remember-last-campaign|read-stored-draft|i18n|use-hydrated|mark-busy)|config\/site|app\/components\/lazy-not-found-page|domain\/shared\/(european-time-zones|locales)|domain\/campaigns\/campaign-rules|app\/components\/contribution\/wizard-draft)\.tsx?$/;

/**
 * The message runtime and the messages of the header and footer, which every page shows (decision 025). A page's
 * own messages stay in its own chunk: the campaign page does not carry the home page's words.
 */
const SHELL_MESSAGES =
  /\/paraglide\/(runtime|messages\/(shell|nav|header|footer|language)_\w+|messages\/site_tagline)\.js$/;

/**
 * The server build leaves the framework-free layers to Node (decision 031): the production server loads them through
 * tsx for its own code, and the pages import those same files, so each module exists once in the process (one
 * `DomainError` class, one copy of every module cache). One server file, so each import is written relative to it.
 * The browser build bundles what it needs, as ever.
 */
const SHARED_LAYERS = ['domain', 'db', 'config', 'integrations', 'paraglide'].map((layer) =>
  path.join(import.meta.dirname, layer, path.sep),
);
const SERVER_BUILD_DIR = path.join(import.meta.dirname, 'build', 'server');

function sharedWithTheServer(id: string, _importer: string | undefined, isResolved: boolean) {
  return isResolved && SHARED_LAYERS.some((layer) => id.startsWith(layer));
}

const browserOutput = {
  codeSplitting: {
    groups: [{ name: 'shell', test: (id: string) => SHELL_MODULES.test(id) || SHELL_MESSAGES.test(id) }],
  },
};

/**
 * React Router's package exports only its development build, which keeps its developer warnings (`ENABLE_DEV_WARNINGS`)
 * in the browser: its production build is the same code with them off, 0.5 kB brotli lighter on every page.
 */
const routerDist = path.join(import.meta.dirname, 'node_modules/react-router/dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

const serverOutput = {
  codeSplitting: false,
  paths: (id: string) => (path.isAbsolute(id) ? path.relative(SERVER_BUILD_DIR, id) : id),
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    paraglideVitePlugin(PARAGLIDE_OPTIONS),
    tailwindcss(),
    reactRouter(),
    readerScript(),
    precompressAssets(),
  ],
  resolve: isSsrBuild ? {} : { alias: productionRouter },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? { external: sharedWithTheServer, output: serverOutput }
      : { output: browserOutput },
  },
}));
