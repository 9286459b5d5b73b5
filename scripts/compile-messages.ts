import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from './lib/paraglide-options';

/** `npm run messages`: compiles the catalogue into paraglide/ (also run after `npm install` and by `npm test`). */
await compile(PARAGLIDE_OPTIONS);
// The inlang SDK leaves timers behind for half a minute after its work is done.
process.exit(0);
