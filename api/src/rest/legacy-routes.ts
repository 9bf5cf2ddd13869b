import type { RequestContext } from "../context.js";
import { authRest } from "../modules/auth/auth.rest.js";
import { newsRest } from "../modules/news/news.rest.js";

export interface LegacyRoute {
  method: "GET" | "POST" | "DELETE";
  path: string;
  handler: (ctx: RequestContext, params: Record<string, string>, body: unknown) => Promise<unknown>;
  /** The body of a refusal where the contract gives the path its own (the default is { status: "error", message }). */
  failure?: (message: string) => Record<string, string>;
}

const failedStatus = (message: string) => ({ Status: "Failed", message });
const messageOnly = (message: string) => ({ message });

/**
 * The old site's /api/* paths, each mapped to the service call behind it. Shapes and spellings
 * follow the legacy REST contract exactly; integrations depend on them.
 */
export const LEGACY_ROUTES: LegacyRoute[] = [
  { method: "GET", path: "/api/getAllNews", handler: (ctx) => newsRest.getAllNews(ctx) },
  {
    method: "GET",
    path: "/api/getAllNews/:title",
    handler: (ctx, params) => newsRest.getNewsByTitle(ctx, { title: params.title ?? "" }),
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
