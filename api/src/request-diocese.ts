import type { FastifyInstance } from "fastify";
import { NO_DIOCESE, requestScope } from "./db/unit-of-work.js";
import type { DioceseDirectory } from "./modules/diocese/diocese-directory.js";

/** Paths that are the deployment's, answered at any host: a balancer's health checks. */
const ANY_HOST = new Set(["/healthz", "/readyz"]);

/** What a host no diocese answers at gets: a page of its own, never any diocese's site. */
const NO_DIOCESE_HERE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>No diocese here</title></head>
<body><h1>No diocese here</h1><p>No diocese's website is at this address. Check the address you typed.</p></body></html>
`;

declare module "fastify" {
  interface FastifyContextConfig {
    /** A page of the province's own, at PROVINCE_HOST: the only routes that answer there. */
    provincePage?: boolean;
  }
}

/**
 * Where the deployment serves several dioceses (MULTI_DIOCESE=true): each request's diocese is
 * the one its host name is, put on its RequestScope before anything else reads it; a host no
 * diocese has gets a plain 404 page. The host of PUBLIC_URL is the first diocese's unless a
 * diocese has it already, so that a site made a province's deployment answers as before. Every
 * request has a RequestScope then (app.ts). At the province's own host (PROVINCE_HOST) only the
 * province's pages answer (its site, modules/province-site/, and its administration,
 * modules/province-admin/: routes whose config says `provincePage`), working for no diocese: every table kept apart reads as empty there
 * (the directory reads each diocese's settings in that diocese's own unit of work).
 */
export async function findEachRequestsDiocese(
  app: FastifyInstance,
  dioceses: DioceseDirectory,
  hosts: { publicUrl: string; provinceHost: string | null },
): Promise<void> {
  await dioceses.answerFirstDioceseAt(hosts.publicUrl);
  app.addHook("onRequest", async (request, reply) => {
    if (ANY_HOST.has(request.url.split("?", 1)[0]!)) return;
    const atProvince = request.hostname === hosts.provinceHost;
    // Only the routes that say they are the province's answer there: any other path, which a
    // diocese's pages would take, finds no diocese, as at a host no diocese has.
    if (atProvince && request.routeOptions.config.provincePage) {
      requestScope()!.dioceseId = NO_DIOCESE;
      return;
    }
    const diocese = atProvince ? null : await dioceses.dioceseAt(request.hostname);
    if (diocese === null) {
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(NO_DIOCESE_HERE);
    }
    requestScope()!.dioceseId = diocese;
  });
}
