import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.js";
import { formFields } from "../../lib/cross-site-form.js";
import type { ProvinceSettingsService } from "../province-settings/province-settings.service.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { sendPage } from "./province-pages.js";
import { settingsPage, type SettingsForm } from "./settings-page.js";

interface SettingsParts {
  settings: ProvinceSettingsService;
  /**
   * The administrator the request's province session is, or null once the sign-in page has been
   * sent instead (401 to a form: its session has ended).
   */
  signedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<ProvinceAdmin | null>;
}

/**
 * The province's administrators name the province (modules/province-settings/): routes in the
 * scope of the province's pages (province-admin.routes.ts), which answers at PROVINCE_HOST alone
 * and refuses a form sent from elsewhere. A form that is taken answers with a redirect to the
 * page that says so, so that reloading that page sends nothing twice.
 */
export function registerProvinceSettings(
  scope: FastifyInstance,
  { settings, signedIn }: SettingsParts,
): void {
  scope.get("/province/settings", async (request, reply) => {
    const admin = await signedIn(request, reply);
    if (!admin) return reply;
    const saved = (request.query as Record<string, unknown>).saved !== undefined;
    const current = await settings.current();
    const form = { name: current?.name ?? "", nameInKiswahili: current?.nameInKiswahili ?? "" };
    return sendPage(
      reply,
      settingsPage(admin, form, { said: saved ? "The province's name is saved." : undefined }),
    );
  });

  scope.post("/province/settings", async (request, reply) => {
    const admin = await signedIn(request, reply);
    if (!admin) return reply;
    const fields = formFields(request.body);
    const text = (name: string) => (typeof fields[name] === "string" ? fields[name] : undefined);
    const form: SettingsForm = { name: text("name"), nameInKiswahili: text("nameInKiswahili") };
    try {
      await settings.change({ admin, ip: request.ip }, form);
      return reply.redirect("/province/settings?saved", 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return sendPage(reply.code(error.httpStatus), settingsPage(admin, form, { refusal: error.message }));
    }
  });
}
