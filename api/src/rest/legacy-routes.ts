import type { RequestContext } from "../context.js";
import { newsRest } from "../modules/news/news.rest.js";

export interface LegacyRoute {
  method: "GET" | "POST" | "DELETE";
  path: string;
  handler: (ctx: RequestContext, params: Record<string, string>, body: unknown) => Promise<unknown>;
}

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
];
