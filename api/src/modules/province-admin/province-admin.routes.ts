import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.js";
import { acceptFormPosts, formFields, fromAnotherSite } from "../../lib/cross-site-form.js";
import type { ProvinceService } from "../diocese/province.service.js";
import { LONGEST_ARTICLE } from "../province-article/province-article.inputs.js";
import type { ProvinceArticleService } from "../province-article/province-article.service.js";
import type { ProvinceSettingsService } from "../province-settings/province-settings.service.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import type { ProvinceAdminService } from "./province-admin.service.js";
import { registerArticleAdmin } from "./article.routes.js";
import { registerDioceseHosts } from "./diocese-hosts.routes.js";
import { registerProvinceSettings } from "./settings.routes.js";
import { ProvinceAct } from "./province-audit.entity.js";
import type { ProvinceAuditLog } from "./province-audit.service.js";
import {
  auditLogPage,
  dashboardPage,
  sendPage,
  sendPageOrRefusal,
  signInPage,
  type DioceseForm,
} from "./province-pages.js";

/** The province's session cookie: sent back to the province's pages alone. */
const COOKIE = "province_session";
/**
 * The longest form: an article of the province's news, its two texts of at most 20,000 characters
 * (LONGEST_ARTICLE) each, every character percent-encoded at worst (3 bytes of UTF-8, 9 encoded).
 */
const FORM_MAX_BYTES = 2 * LONGEST_ARTICLE * 9 + 8 * 1024;

interface ProvinceParts {
  /** PROVINCE_HOST: the pages answer there alone. */
  host: string;
  /** Whether the site is served over HTTPS, so that the cookie is sent over it alone. */
  secure: boolean;
  admins: ProvinceAdminService;
  province: ProvinceService;
  articles: ProvinceArticleService;
  audit: ProvinceAuditLog;
  settings: ProvinceSettingsService;
}

/**
 * The province's own pages (issue #44) at PROVINCE_HOST: its administrators sign in, see the
 * dioceses, make one and change its host names, write the province's news
 * (modules/province-article/), name the province (modules/province-settings/) and read what they did. Every other host answers 404 here; at the
 * province's host request-diocese.ts answers only routes marked as the province's. Each POST must come from these pages (the cookie is
 * SameSite=Strict, and the browser's word is checked as the site's other forms are).
 */
export async function registerProvincePages(app: FastifyInstance, parts: ProvinceParts): Promise<void> {
  await app.register(async (scope) => {
    // Every route of this scope is a page of the province's, which request-diocese.ts lets
    // answer at its host.
    scope.addHook("onRoute", (route) => {
      route.config = { ...route.config, provincePage: true };
    });
    acceptFormPosts(scope, FORM_MAX_BYTES);
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (request.hostname !== parts.host) return sendPage(reply.code(404), "Not found");
      const ownOrigin = (origin: string) => URL.canParse(origin) && new URL(origin).hostname === parts.host;
      if (request.method === "POST" && fromAnotherSite(request.headers, ownOrigin)) {
        return sendPage(reply.code(403), "This form must be sent from the province's own page");
      }
    });

    scope.get("/province", async (request, reply) => {
      const admin = await signedIn(request, reply, parts.admins);
      if (!admin) return reply;
      return sendPage(reply, dashboardPage(admin, await listed(parts.province)));
    });

    scope.post("/province/sign-in", async (request, reply) => {
      const { email, password } = formFields(request.body);
      try {
        const token = await parts.admins.signIn(email, password, request.ip);
        reply.setCookie(COOKIE, token, {
          path: "/province",
          httpOnly: true,
          sameSite: "strict",
          secure: parts.secure,
        });
        return reply.redirect("/province", 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return sendPage(
          reply.code(error.httpStatus),
          signInPage(error.message, typeof email === "string" ? email : ""),
        );
      }
    });

    scope.post("/province/sign-out", async (request, reply) => {
      await parts.admins.signOut(request.cookies[COOKIE]);
      reply.clearCookie(COOKIE, { path: "/province" });
      return reply.redirect("/province", 303);
    });

    registerArticleAdmin(scope, {
      articles: parts.articles,
      signedIn: (request, reply) => signedIn(request, reply, parts.admins),
    });

    registerAuditLogPage(scope, parts);
    registerProvinceSettings(scope, {
      settings: parts.settings,
      signedIn: (request, reply) => signedIn(request, reply, parts.admins),
    });
    registerDioceseHosts(scope, {
      province: parts.province,
      audit: parts.audit,
      signedIn: (request, reply) => signedIn(request, reply, parts.admins),
    });

    scope.post("/province/dioceses", async (request, reply) => {
      const admin = await signedIn(request, reply, parts.admins);
      if (!admin) return reply;
      const form = dioceseForm(request.body);
      try {
        const made = await parts.province.create({
          name: form.name ?? "",
          shortName: form.shortName || undefined,
          hosts: (form.hosts ?? "").split(/[\s,]+/).filter(Boolean),
          admin: { email: form.adminEmail ?? "", name: form.adminName ?? "" },
        });
        await parts.audit.record({ admin, ip: request.ip }, ProvinceAct.MADE_DIOCESE, made.diocese.name);
        const said = `Made ${made.diocese.name} at ${made.hosts.join(", ")}. Its administrator ${made.admin.name} signs in there with the username ${made.admin.username} and the password ${made.password}, which is shown this once: hand it over, and ask them to change it.`;
        return sendPage(reply, dashboardPage(admin, await listed(parts.province), { made: said }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const page = dashboardPage(admin, await listed(parts.province), { refusal: error.message, form });
        return sendPage(reply.code(error.httpStatus), page);
      }
    });
  });
}

/**
 * The administrator the request's province session is, or null once the sign-in page has been
 * sent instead: as the page asked for, or 401 to a form, whose session has ended.
 */
async function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  admins: ProvinceAdminService,
): Promise<ProvinceAdmin | null> {
  const admin = await admins.adminOf(request.cookies[COOKIE]);
  if (admin) return admin;
  if (request.method === "GET") sendPage(reply, signInPage());
  else sendPage(reply.code(401), signInPage("Sign in again: your session has ended"));
  return null;
}

async function listed(province: ProvinceService) {
  return (await province.list()).map(({ diocese, hosts }) => ({
    id: diocese.id,
    name: diocese.name,
    hosts,
    createdAt: diocese.createdAt,
  }));
}

/** The province's audit log, a page at a time (`?after=` a page's cursor). */
function registerAuditLogPage(scope: FastifyInstance, parts: ProvinceParts): void {
  scope.get("/province/audit-log", async (request, reply) => {
    const admin = await signedIn(request, reply, parts.admins);
    if (!admin) return reply;
    const { after } = request.query as Record<string, unknown>;
    const latest = { href: "/province/audit-log", label: "The latest" };
    return sendPageOrRefusal(
      reply,
      async () => auditLogPage(admin, await parts.audit.latest(typeof after === "string" ? after : null)),
      latest,
    );
  });
}

/** The fields of the form to make a diocese, each as text. */
function dioceseForm(body: unknown): DioceseForm {
  const fields = formFields(body);
  const text = (name: string) => (typeof fields[name] === "string" ? fields[name] : undefined);
  return {
    name: text("name"),
    shortName: text("shortName"),
    hosts: text("hosts"),
    adminEmail: text("adminEmail"),
    adminName: text("adminName"),
  };
}
