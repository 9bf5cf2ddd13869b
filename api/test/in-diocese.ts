import { RequestScope, unitOfWork } from "../src/db/unit-of-work.js";
import { startTestApp, type TestApp } from "./test-app.js";

/** Runs work as a request of that diocese would, where the deployment serves several (issue #44). */
export function inDiocese<Result>(dioceseId: number, work: () => Promise<Result>): Promise<Result> {
  const scope = new RequestScope({ ip: "127.0.0.1" });
  scope.dioceseId = dioceseId;
  return unitOfWork.run(scope, work);
}

/**
 * The host of the first diocese of startProvinceApp without `ownPublicUrl`: that of the test app's
 * PUBLIC_URL, http://localhost:4000.
 */
export const FIRST_HOST = "localhost";

/** The host of the second diocese of startProvinceApp. */
export const MUMIAS_HOST = "mumias.example.org";

/**
 * The site as a province's deployment (MULTI_DIOCESE=true, connected as a role that row-level
 * security binds) with a second diocese, Mumias (id 2), at MUMIAS_HOST or the host given; the first
 * is at the host of PUBLIC_URL. PostgreSQL only.
 */
export async function startProvinceApp(
  options: { env?: NodeJS.ProcessEnv; ownPublicUrl?: boolean; mumiasHost?: string } = {},
): Promise<TestApp> {
  const app = await startTestApp({
    env: { MULTI_DIOCESE: "true", ...options.env },
    ownPublicUrl: options.ownPublicUrl,
    siteRole: true,
  });
  await app.dataSource.query(`INSERT INTO diocese (name) VALUES ('ACK Diocese of Mumias')`);
  await app.dataSource.query(`INSERT INTO diocese_host (host, diocese_id) VALUES ($1, 2)`, [
    options.mumiasHost ?? MUMIAS_HOST,
  ]);
  await app.services.dioceses.reread();
  return app;
}

/** A request to the app as a browser at that host name sends it. */
export function requestAt(
  app: TestApp,
  host: string,
  url: string,
  method: "GET" | "POST" = "GET",
  payload?: object,
) {
  return app.app.inject({ method, url, headers: { host }, payload });
}
