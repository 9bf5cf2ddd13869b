import { currentDiocese } from "../db/unit-of-work.js";

/**
 * A value the process keeps in memory for the diocese the running code works for, one a diocese,
 * where a single value would give one diocese's to another where the deployment serves several
 * (issue #44): a memo of a setting, a secret read once, when a clean-up last ran.
 */
export class KeptPerDiocese<Value> {
  private readonly values = new Map<number, Value>();

  get(): Value | undefined {
    return this.values.get(currentDiocese());
  }

  set(value: Value): void {
    this.values.set(currentDiocese(), value);
  }

  delete(): void {
    this.values.delete(currentDiocese());
  }
}
