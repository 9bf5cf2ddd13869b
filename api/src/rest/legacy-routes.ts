import type { RequestContext } from "../context.js";
import { authRest } from "../modules/auth/auth.rest.js";
import { archdeaconryRest } from "../modules/archdeaconry/archdeaconry.rest.js";
import { bishopMessageRest } from "../modules/bishop-message/bishop-message.rest.js";
import { eventRest } from "../modules/event/event.rest.js";
import { jobOpeningRest } from "../modules/job-opening/job-opening.rest.js";
import { newsRest } from "../modules/news/news.rest.js";
import { parishRest } from "../modules/parish/parish.rest.js";
import { slideRest } from "../modules/slide/slide.rest.js";

export interface LegacyRoute {
  method: "GET" | "POST" | "DELETE";
  path: string;
  /**
   * `body` is the JSON object a POST sent (legacy-api.ts refuses anything else), or {} otherwise;
   * `query`, the query string's parameters. A LegacyPage answer is sent as its array, with paging headers.
   */
  handler: (
    ctx: RequestContext,
    params: Record<string, string>,
    body: Record<string, unknown>,
    query: Record<string, string | undefined>,
  ) => Promise<unknown>;
  /** The body of a refusal where the contract gives the path its own (the default is { status: "error", message }). */
  failure?: (message: string) => Record<string, string>;
}

const failedStatus = (message: string) => ({ Status: "Failed", message });
const messageOnly = (message: string) => ({ message });
const id = (params: Record<string, string>) => ({ id: params.id ?? "" });

/**
 * The old site's /api/* paths, each mapped to the service call behind it, in the order of the
 * legacy REST contract. Shapes and spellings follow the contract exactly; integrations depend on
 * them.
 */
export const LEGACY_ROUTES: LegacyRoute[] = [
  { method: "GET", path: "/api/getAllSliders", handler: (ctx) => slideRest.getAllSliders(ctx) },
  { method: "GET", path: "/api/getBishopInfoCurrent", handler: (ctx) => bishopMessageRest.list(ctx) },
  { method: "GET", path: "/api/getBishopInfo", handler: (ctx) => bishopMessageRest.list(ctx) },
  {
    method: "GET",
    path: "/api/getAllEvents",
    handler: (ctx, _params, _body, query) => eventRest.getAllEvents(ctx, query),
  },
  {
    method: "GET",
    path: "/api/getAllNews",
    handler: (ctx, _params, _body, query) => newsRest.getAllNews(ctx, query),
  },
  {
    method: "GET",
    path: "/api/getAllNews/:title",
    handler: (ctx, params) => newsRest.getNewsByTitle(ctx, { title: params.title ?? "" }),
  },
  { method: "GET", path: "/api/getArch", handler: (ctx) => archdeaconryRest.list(ctx) },
  {
    method: "GET",
    path: "/api/getArch/:id",
    handler: (ctx, params) => archdeaconryRest.getArch(ctx, id(params)),
  },
  { method: "GET", path: "/api/getArchdeaconries", handler: (ctx) => archdeaconryRest.list(ctx) },
  {
    method: "GET",
    path: "/api/getParishes/:id",
    handler: (ctx, params) => parishRest.getParishes(ctx, id(params)),
  },
  { method: "GET", path: "/api/getAllJobs", handler: (ctx) => jobOpeningRest.getAllJobs(ctx) },
  {
    method: "POST",
    path: "/api/uploadSliderImage",
    handler: (ctx, _params, body) => slideRest.uploadSliderImage(ctx, body),
  },
  {
    method: "POST",
    path: "/api/uploadBishopInfo",
    handler: (ctx, _params, body) => bishopMessageRest.uploadBishopInfo(ctx, body),
  },
  {
    method: "POST",
    path: "/api/createEvents",
    handler: (ctx, _params, body) => eventRest.createEvents(ctx, body),
  },
  {
    method: "POST",
    path: "/api/createNews",
    handler: (ctx, _params, body) => newsRest.createNews(ctx, body),
  },
  {
    method: "POST",
    path: "/api/createArchdeaconry",
    handler: (ctx, _params, body) => archdeaconryRest.createArchdeaconry(ctx, body),
  },
  {
    method: "POST",
    path: "/api/createParish",
    handler: (ctx, _params, body) => parishRest.createParish(ctx, body),
  },
  {
    method: "DELETE",
    path: "/api/deleteParish/:id",
    handler: (ctx, params) => parishRest.deleteParish(ctx, id(params)),
  },

  { method: "GET", path: "/api/login", handler: (ctx) => authRest.sessionCheck(ctx), failure: failedStatus },
  {
    method: "POST",
    path: "/api/login",
    handler: (ctx, _params, body) => authRest.login(ctx, body),
    failure: failedStatus,
  },
  { method: "POST", path: "/api/logout", handler: (ctx) => authRest.logout(ctx) },
  {
    method: "POST",
    path: "/api/otp",
    handler: (ctx, _params, body) => authRest.otp(ctx, body),
    failure: messageOnly,
  },
  {
    method: "POST",
    path: "/api/verifyOtp",
    handler: (ctx, _params, body) => authRest.verifyOtp(ctx, body),
    failure: messageOnly,
  },
  {
    method: "POST",
    path: "/api/resetPassword",
    handler: (ctx, _params, body) => authRest.resetPassword(ctx, body),
    failure: (message) => ({ err: message }),
  },
  {
    method: "POST",
    path: "/api/changePassword",
    handler: (ctx, _params, body) => authRest.changePassword(ctx, body),
    failure: messageOnly,
  },
];
