import { Initial1763750000000 } from "./1763750000000-initial.js";
import { AdminSessions1763760000000 } from "./1763760000000-admin-sessions.js";
import { ThrottleAndPasswordResets1763770000000 } from "./1763770000000-throttle-and-password-resets.js";
import { AppState1763780000000 } from "./1763780000000-app-state.js";

/**
 * Every migration, in the order they run, for SQLite and PostgreSQL alike (see
 * portable-columns.ts). A new migration is appended here; applied ones are never edited.
 */
export const MIGRATIONS = [
  Initial1763750000000,
  AdminSessions1763760000000,
  ThrottleAndPasswordResets1763770000000,
  AppState1763780000000,
];
