import { afterAll, beforeAll } from "vitest";
import { theOnlyDiocese } from "./diocese-under-test.js";
import { describeRoleMatrix } from "./role-matrix/role-matrix.suite.js";
import { startTestApp, type TestApp } from "./test-app.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(async () => {
  await server.close();
});

describeRoleMatrix(() => theOnlyDiocese(server));
