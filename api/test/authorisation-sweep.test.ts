import { afterAll, beforeAll } from "vitest";
import { describeAuthorisationSweep } from "./authorisation-sweep.suite.js";
import { theOnlyDiocese } from "./diocese-under-test.js";
import { startTestApp, type TestApp } from "./test-app.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(async () => {
  await server.close();
});

describeAuthorisationSweep(() => theOnlyDiocese(server));
