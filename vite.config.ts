import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/lib/precompress-plugin.ts';

/**
 * Small modules that nearly every page's first load needs (the shell's consent, region, toasts, site facts, the
 * campaign rules and draft reading): one chunk with React, instead of a dozen tiny ones that each cost a request's
 * headers and their own gzip dictionary. It took 1.3 kB (gzip) off the campaign page's script (decision 017).
 */
const SHELL_MODULES =
  /\/(app\/lib\/(cookie-consent|browser-region|toast|image-urls|remember-last-campaign|read-stored-draft)|config\/site|app\/components\/not-found-page|domain\/shared\/european-time-zones|domain\/campaigns\/campaign-rules|app\/components\/contribution\/wizard-draft)\.tsx?$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: SHELL_MODULES }] } } },
  },
});
