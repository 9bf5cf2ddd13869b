import { AsyncLocalStorage } from "node:async_hooks";

/** A job's turns as takeTurns started them: stop() ends them, once the turn under way is done. */
export interface Turns {
  stop(): Promise<void>;
}

export interface TurnOptions {
  /** Whether the first turn is taken at once (what fell due while the site was down), else after `everyMs`. */
  firstAtOnce: boolean;
}

/**
 * What takes the timed jobs' turns where the deployment serves several dioceses: each diocese's
 * turn queued, and the dioceses taken in turn (db/fair-queue.ts).
 */
export interface DiocesesTurns {
  takeTurns(
    job: string,
    everyMs: number,
    turn: () => Promise<unknown>,
    failed: (error: unknown) => void,
    options: TurnOptions,
  ): Turns;
}

/**
 * Where the deployment serves several dioceses, what takes the timed jobs' turns (set by app.ts
 * before it starts them); null where it serves one. Kept for the process: a server process runs
 * one app's jobs (the tests' apps run none).
 */
let diocesesTurns: DiocesesTurns | null = null;

export function takeDiocesesTurnsWith(turns: DiocesesTurns | null): void {
  diocesesTurns = turns;
}

/**
 * Runs a timed job's turn every `everyMs`, never two at once on this instance, each turn's error
 * given to `failed` rather than ending the process. Where the deployment serves one diocese, on a
 * timer that never keeps the process alive; where it serves several, each diocese's turn as that
 * diocese, the dioceses taken in turn across the instances (db/fair-queue.ts). `job` names the
 * job's queue there.
 */
export function takeTurns(
  job: string,
  everyMs: number,
  turn: () => Promise<unknown>,
  failed: (error: unknown) => void,
  options: TurnOptions = { firstAtOnce: true },
): Turns {
  if (diocesesTurns) return diocesesTurns.takeTurns(job, everyMs, turn, failed, options);
  let running: Promise<void> | null = null;
  const take = () => {
    running ??= turn()
      .then(() => undefined, failed)
      .finally(() => (running = null));
  };
  if (options.firstAtOnce) take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** A diocese's turn under way where dioceses take turns: when it is up, and whether work was left. */
interface TurnSlice {
  readonly endsAt: number;
  workLeft: boolean;
}

const turnSlice = new AsyncLocalStorage<TurnSlice>();

/**
 * Runs a diocese's turn with `sliceMs` to work in before its turn is up (turnIsUp). Answers
 * whether it stopped with work left, so that its next turn is asked for at once.
 */
export async function withinSlice(
  sliceMs: number,
  turn: () => Promise<unknown>,
): Promise<{ workLeft: boolean }> {
  const slice: TurnSlice = { endsAt: Date.now() + sliceMs, workLeft: false };
  await turnSlice.run(slice, turn);
  return { workLeft: slice.workLeft };
}

/**
 * Whether the running turn is up, asked by a job with more to do before it does the next piece:
 * where dioceses take turns, once its slice is spent (so that one diocese's ten thousand copies of
 * a newsletter keep no other diocese's waiting); never where the deployment serves one. A job
 * told so stops where it is; its diocese's next turn is then asked for at once, behind the others'.
 */
export function turnIsUp(): boolean {
  const slice = turnSlice.getStore();
  if (!slice || Date.now() < slice.endsAt) return false;
  slice.workLeft = true;
  return true;
}
