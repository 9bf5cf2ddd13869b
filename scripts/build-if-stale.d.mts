/** Builds the named parts (default: both) when their sources changed since their last build. */
export function ensureBuilt(names?: ("api" | "web")[]): void;
