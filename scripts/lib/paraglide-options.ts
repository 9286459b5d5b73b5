import type { CompilerOptions } from '@inlang/paraglide-js';

/**
 * How the message catalogue (messages/{locale}.json) is compiled into `paraglide/` (decision 025): by the Vite
 * plugin in the build, the dev server and Vitest, and by `npm run messages` before the type check. The plugin module
 * is read from node_modules (settings.json), never fetched: the catalogue compiles offline.
 */
export const PARAGLIDE_OPTIONS: CompilerOptions = {
  project: './project.inlang',
  outdir: './paraglide',
  // Every message is called with its reader's locale (app/lib/i18n.ts): the runtime never guesses one, so the
  // browser gets none of its cookie or URL code.
  strategy: ['baseLocale'],
  // Each message its own module: a page ships only the messages it uses.
  outputStructure: 'message-modules',
  // Types for `tsc` without allowJs.
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
};
