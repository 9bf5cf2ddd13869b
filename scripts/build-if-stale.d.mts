/** Builds the named parts (default: both) when their sources changed since their last build. */
export function ensureBuilt(names?: ("api" | "web")[]): void;

/** Runs `work` while holding the lock called `name`, across processes; answers what it answered. */
export function withLock<Result>(name: string, work: () => Result): Result;
