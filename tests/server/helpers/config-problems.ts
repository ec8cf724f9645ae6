// What the configuration check says of an environment: its problems, one sentence each, or none.
import { ConfigError, loadConfig } from '../../../server/config';

export const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/srv/shineworks');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};
