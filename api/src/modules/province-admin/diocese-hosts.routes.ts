import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, NotFoundError } from "../../errors.js";
import { formFields } from "../../lib/cross-site-form.js";
import { isPossibleId } from "../../lib/validation.js";
import type { AlsoWritten, ProvinceService } from "../diocese/province.service.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { ProvinceAct } from "./province-audit.entity.js";
import type { ProvinceAuditLog } from "./province-audit.service.js";
import { diocesePage } from "./diocese-page.js";
import { sendPageOrRefusal, type SeeOther } from "./province-pages.js";

interface DioceseHostsParts {
  province: ProvinceService;
  audit: ProvinceAuditLog;
  /**
   * The administrator the request's province session is, or null once the sign-in page has been
   * sent instead (401 to a form: its session has ended).
   */
  signedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<ProvinceAdmin | null>;
}

type ForDiocese = FastifyRequest<{ Params: { id: string } }>;

/** A page, or why it was refused with a link back. */
const orRefusal = (reply: FastifyReply, draw: () => Promise<string | SeeOther>) =>
  sendPageOrRefusal(reply, draw, { href: "/province", label: "All the dioceses" });

/**
 * A change of a diocese's host names: its form's address, the service's method, what the audit
 * log calls it, and what the diocese's page says after it (`?<done>=<host>`).
 */
interface HostChange {
  path: string;
  done: string;
  change: (province: ProvinceService, dioceseId: number, host: string, audit: AlsoWritten) => Promise<string>;
  act: ProvinceAct;
  said: (host: string, diocese: string) => string;
}

const CHANGES: readonly HostChange[] = [
  {
    path: "",
    done: "given",
    change: (province, id, host, audit) => province.addHost(id, host, audit),
    act: ProvinceAct.GAVE_HOST,
    said: (host, diocese) => `${diocese} answers at ${host} now.`,
  },
  {
    path: "/main",
    done: "main",
    change: (province, id, host, audit) => province.makeMainHost(id, host, audit),
    act: ProvinceAct.MADE_MAIN_HOST,
    said: (host, diocese) => `${diocese}'s links name ${host} now.`,
  },
  {
    path: "/remove",
    done: "taken",
    change: (province, id, host, audit) => province.removeHost(id, host, audit),
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
    const admin = await parts.signedIn(request, reply);
    if (!admin) return reply;
    const asked = request.query as Record<string, unknown>;
    return orRefusal(reply, async () => {
      const diocese = await shown(parts.province, request);
      const done = CHANGES.find((each) => typeof asked[each.done] === "string");
      const said = done?.said(String(asked[done.done]), diocese.name);
      return diocesePage(admin, diocese, { said });
    });
  });

  for (const { path, done, change, act } of CHANGES) {
    scope.post(`/province/dioceses/:id/hosts${path}`, async (request: ForDiocese, reply) => {
      const admin = await parts.signedIn(request, reply);
      if (!admin) return reply;
      return orRefusal(reply, async () => {
        const diocese = await shown(parts.province, request);
        const { host: given } = formFields(request.body);
        const asked = typeof given === "string" ? given : "";
        try {
          const host = await change(parts.province, diocese.id, asked, (manager, changed) =>
            parts.audit.record({ admin, ip: request.ip }, act, `${changed} of ${diocese.name}`, manager),
          );
          return { seeOther: `/province/dioceses/${diocese.id}?${new URLSearchParams({ [done]: host })}` };
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
