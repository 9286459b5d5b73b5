import { configOrExit } from '../config/config-or-exit.server';

// `npm start` runs this before the production build, so a bad PORT is reported in a second, not after the build.
configOrExit();
