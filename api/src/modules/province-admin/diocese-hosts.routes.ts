import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, NotFoundError } from "../../errors.js";
import { formFields } from "../../lib/cross-site-form.js";
import { isPossibleId } from "../../lib/validation.js";
import type { ProvinceService } from "../diocese/province.service.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { ProvinceAct } from "./province-audit.entity.js";
import type { ProvinceAuditLog } from "./province-audit.service.js";
import { diocesePage } from "./diocese-page.js";
import { sendPage, sendPageOrRefusal, signInPage } from "./province-pages.js";

interface DioceseHostsParts {
  province: ProvinceService;
  audit: ProvinceAuditLog;
  /** The administrator the request's province session is, or null. */
  signedIn: (request: FastifyRequest) => Promise<ProvinceAdmin | null>;
}

type ForDiocese = FastifyRequest<{ Params: { id: string } }>;

/** A page, or why it was refused with a link back. */
const orRefusal = (reply: FastifyReply, draw: () => Promise<string>) =>
  sendPageOrRefusal(reply, draw, { href: "/province", label: "All the dioceses" });

/** A change of a diocese's host names, as the service makes it, what the audit log calls it, and what the page says. */
interface HostChange {
  path: string;
  change: (province: ProvinceService, dioceseId: number, host: string) => Promise<string>;
  act: ProvinceAct;
  said: (host: string, diocese: string) => string;
}

const CHANGES: readonly HostChange[] = [
  {
    path: "",
    change: (province, id, host) => province.addHost(id, host),
    act: ProvinceAct.GAVE_HOST,
    said: (host, diocese) => `${diocese} answers at ${host} now.`,
  },
  {
    path: "/main",
    change: (province, id, host) => province.makeMainHost(id, host),
    act: ProvinceAct.MADE_MAIN_HOST,
    said: (host, diocese) => `${diocese}'s links name ${host} now.`,
  },
  {
    path: "/remove",
    change: (province, id, host) => province.removeHost(id, host),
    act: ProvinceAct.TOOK_HOST,
    said: (host, diocese) => `${diocese} answers at ${host} no more.`,
  },
];

/**
 * A diocese's page of the province's administration (issue #44): its host names, given, made its
 * links' one, or taken away. Routes in the scope of the province's pages (province-admin.routes.ts),
 * which answers at PROVINCE_HOST alone and refuses a form sent from elsewhere.
 */
export function registerDioceseHosts(scope: FastifyInstance, parts: DioceseHostsParts): void {
  scope.get("/province/dioceses/:id", async (request: ForDiocese, reply) => {
    const admin = await parts.signedIn(request);
    if (!admin) return sendPage(reply, signInPage());
    return orRefusal(reply, async () => diocesePage(admin, await shown(parts.province, request)));
  });

  for (const { path, change, act, said } of CHANGES) {
    scope.post(`/province/dioceses/:id/hosts${path}`, async (request: ForDiocese, reply) => {
      const admin = await parts.signedIn(request);
      if (!admin) return sendPage(reply.code(401), signInPage("Sign in again: your session has ended"));
      return orRefusal(reply, async () => {
        const diocese = await shown(parts.province, request);
        const { host: given } = formFields(request.body);
        const asked = typeof given === "string" ? given : "";
        try {
          const host = await change(parts.province, diocese.id, asked);
          await parts.audit.record({ admin, ip: request.ip }, act, `${host} of ${diocese.name}`);
          return diocesePage(admin, await shown(parts.province, request), { said: said(host, diocese.name) });
        } catch (error) {
          if (!(error instanceof AppError) || error.httpStatus === 404) throw error;
          reply.code(error.httpStatus);
          return diocesePage(admin, diocese, { refusal: error.message, host: path === "" ? asked : "" });
        }
      });
    });
  }
}

/** The diocese a page is of, with its hosts, the main one first. */
async function shown(province: ProvinceService, request: ForDiocese) {
  const { id } = request.params;
  if (!isPossibleId(id)) throw new NotFoundError(`There is no diocese ${id}`);
  const { diocese, hosts } = await province.one(Number(id));
  return { id: diocese.id, name: diocese.name, hosts };
}
