import { type Config, ConfigError, parseConfig } from './env.server';

/** The configuration from the environment, or the process ends with one line naming the bad variable. */
export function configOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return parseConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`pamoja: ${error.message}\n`);
    process.exit(1);
  }
}
