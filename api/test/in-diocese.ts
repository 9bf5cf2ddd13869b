import { RequestScope, unitOfWork } from "../src/db/unit-of-work.js";

/** Runs work as a request of that diocese would, where the deployment serves several (issue #44). */
export function inDiocese<Result>(dioceseId: number, work: () => Promise<Result>): Promise<Result> {
  const scope = new RequestScope({ ip: "127.0.0.1" });
  scope.dioceseId = dioceseId;
  return unitOfWork.run(scope, work);
}
