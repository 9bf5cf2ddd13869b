import { ConfigError, loadConfig } from "../src/config.js";

/** What the configuration says is wrong with these settings, a line each; "" when nothing is. */
export function configProblemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, { webDistDir: null });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join("\n");
    throw error;
  }
  return "";
}
