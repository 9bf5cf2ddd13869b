import { afterAll, beforeAll } from "vitest";
import { theOnlyDiocese } from "./diocese-under-test.js";
import { describeRoleMatrix } from "./role-matrix/role-matrix.suite.js";
import { startTestApp, type TestApp } from "./test-app.js";

/*
 * The role matrix in a single diocese's site, on SQLite: on PostgreSQL it runs in each of a province's
 * three dioceses (three-dioceses.postgres.test.ts), through the same services and the same checks.
 */

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(async () => {
  await server.close();
});

describeRoleMatrix(() => theOnlyDiocese(server));
