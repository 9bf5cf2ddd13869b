import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeAuthorisationSweep } from "./authorisation-sweep.suite.js";
import { startThreeDioceses, type ThreeDioceses } from "./diocese-under-test.js";
import { graphql } from "./http.js";
import { describeRoleMatrix } from "./role-matrix/role-matrix.suite.js";

/*
 * The authorisation sweep and the role matrix (issue #44) run in each of a province's three
 * dioceses, each at its own host, on one deployment: who may do what is the same in every diocese,
 * and a refused write changes no row of any of them.
 */

let province: ThreeDioceses;

beforeAll(async () => {
  province = await startThreeDioceses();
}, 120_000);

afterAll(async () => {
  await province.close();
});

it("answers each diocese at its own address", async () => {
  const names: string[] = [];
  for (const { url } of province.dioceses) {
    const { body } = await graphql<{ siteSettings: { fullName: string } }>(
      url,
      "{ siteSettings { fullName } }",
    );
    names.push(body.data!.siteSettings.fullName);
  }
  expect(names.slice(1)).toEqual(["ACK Diocese of Mumias", "ACK Diocese of Butere"]);
  expect(new Set(names).size).toBe(3);
});

describe.each([0, 1, 2].map((index) => ({ index, ordinal: ["first", "second", "third"][index] })))(
  "in the $ordinal diocese of three",
  ({ index }) => {
    describeAuthorisationSweep(() => province.dioceses[index]!);
    describeRoleMatrix(() => province.dioceses[index]!);
  },
);
