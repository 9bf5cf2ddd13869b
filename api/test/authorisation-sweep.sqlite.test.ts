import { afterAll, beforeAll } from "vitest";
import { describeAuthorisationSweep } from "./authorisation-sweep.suite.js";
import { theOnlyDiocese } from "./diocese-under-test.js";
import { startTestApp, type TestApp } from "./test-app.js";

/*
 * The authorisation sweep in a single diocese's site, on SQLite: on PostgreSQL it runs in each of a province's
 * three dioceses (three-dioceses.postgres.test.ts), through the same services and the same checks.
 */

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(async () => {
  await server.close();
});

describeAuthorisationSweep(() => theOnlyDiocese(server));
