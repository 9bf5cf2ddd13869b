import { existsSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyCors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import type { ApolloServer } from "@apollo/server";
import fastifyApollo from "@as-integrations/fastify";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import { OneLinePerRequest, requestLoggerOf } from "./logging.js";
import { sendSecurityHeaders } from "./security-headers.js";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { ContentChanges } from "./cache/content-changes.js";
import { AppState } from "./db/app-state.entity.js";
import { followTableAccess } from "./db/table-access.js";
import { writeEventsOf } from "./db/write-events.js";
import { PRIVATE_ENTITIES } from "./modules.js";
import { ResponseCache } from "./cache/response-cache.js";
import { responseCachePlugin } from "./cache/response-cache.plugin.js";
import { buildContext, type RequestContext } from "./context.js";
import { DatabaseHealth } from "./db/database-health.js";
import { currentDiocese, RequestScope, unitOfWork } from "./db/unit-of-work.js";
import { provinceHostOf, servesManyDioceses } from "./config/database.js";
import { findEachRequestsDiocese } from "./request-diocese.js";
import { registerProvincePages } from "./modules/province-admin/province-admin.routes.js";
import { registerProvinceSite } from "./modules/province-site/province-site.routes.js";
import {
  acceptGetQueriesWithoutSessionCookie,
  admitApiTokens,
  createApolloServer,
} from "./graphql/apollo.js";
import { acceptJsonBodies } from "./json-body.js";
import { capConnectionsPerClient, limitBodiesWithoutSession, SERVER_TIME_OUTS } from "./request-limits.js";
import { acceptGraphQLUploads } from "./graphql/uploads.js";
import { base64Length } from "./modules/media/media.service.js";
import { registerUploads } from "./modules/media/uploads.route.js";
import { registerNewsletterForms } from "./pages/newsletter-forms.js";
import { registerRegistrationForms } from "./pages/registration-forms.js";
import { registerFeeds } from "./pages/feeds.plugin.js";
import { createPageResponder } from "./pages/pages.plugin.js";
import { registerMpesaCallbacks } from "./modules/mpesa/mpesa.routes.js";
import { registerSmsCallbacks } from "./modules/sms/sms.routes.js";
import { registerPhoneCallbacks } from "./modules/phone/phone.routes.js";
import { registerPhoneSimulator } from "./modules/phone/phone-simulator.route.js";
import { registerPledgeForms } from "./modules/pledge/pledge-forms.route.js";
import { registerGivingStatementRoutes } from "./modules/giving-statement/giving-statement.routes.js";
import { AppealProgressStreams } from "./modules/contribution/appeal-progress-stream.js";
import { registerGiveForm } from "./modules/contribution/give-form.route.js";
import { APPEAL_PROGRESS_STREAM_PATH } from "./site/live-streams.js";
import { isLegacyApiPath, legacyApi, replyNoSuchLegacyPath } from "./rest/legacy-api.js";
import type { Services } from "./services.js";
import { registerExports } from "./exports.js";
import { queueDiocesesTurns, startTimedJobs } from "./timed-jobs.js";
import { shareEachInstanceFairly } from "./diocese-shares.js";

export interface AppParts {
  config: Config;
  dataSource: DataSource;
  services: Services;
  logger: FastifyBaseLogger;
  /**
   * Whether the timed jobs run (scheduled publishing, newsletter sending, the audit log's pruning,
   * the ledger's check); true but in the API's tests, which run each job by hand (`publishDue`,
   * `sendDue`, `prune`, `checkIfDue`) so that no job's queries or writes land in the middle of a
   * test's.
   */
  timedJobs?: boolean;
}

/** A path that names a file, such as /favicon.ico; a page path may hold dots (old title links do). */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;
const ONE_YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const JSON_TYPE = "application/json; charset=utf-8";
const ALIVE = JSON.stringify({ status: "ok" });
/** Room in a JSON body for the fields of a record besides its picture (a long article, say). */
const JSON_BODY_ROOM_BESIDES_FILES = 2 * 1024 * 1024;

/**
 * The one HTTP server: /graphql, the legacy /api/* adapter, /uploads/*, /healthz, /readyz and the built
 * single-page app with history fallback.
 */
export async function createApp({
  config,
  dataSource,
  services,
  logger,
  timedJobs = true,
}: AppParts): Promise<FastifyInstance> {
  // The legacy paths take pictures as data URLs inside JSON, so a body may hold one of the largest.
  const bodyLimit = base64Length(config.uploadMaxBytes) + JSON_BODY_ROOM_BESIDES_FILES;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit,
    logController: new OneLinePerRequest(logger),
    childLoggerFactory: requestLoggerOf,
    ...SERVER_TIME_OUTS,
  });
  if (config.trustProxy === false) capConnectionsPerClient(app.server, config.maxConnectionsPerClient);
  acceptJsonBodies(app);
  const manyDioceses = servesManyDioceses(config.database);
  const scopeWrites = scopeRequestsInUnitsOfWork(app, dataSource, manyDioceses);
  const provinceHost = provinceHostOf(config.database);
  if (manyDioceses) {
    await findEachRequestsDiocese(app, services.dioceses, { publicUrl: config.publicUrl, provinceHost });
    shareEachInstanceFairly(app);
  }
  const dataAnswerHeaders = sendSiteSecurityHeaders(app, config);
  const { cache, progressStreams } = await followContentChanges(app, config, dataSource, services);
  await registerHttpBasics(app, services);
  const databaseHealth = registerHealthChecks(app, config, dataSource);
  const apollo = await registerGraphql(app, { config, services, databaseHealth, scopeWrites });
  await app.register(async (legacyScope) => {
    scopeWrites(legacyScope);
    await legacyScope.register(legacyApi, { services, publicUrl: config.publicUrl, databaseHealth });
  });
  registerExports(app, services);
  if (timedJobs && manyDioceses && config.database.kind === "postgres")
    await queueDiocesesTurns(app, config.database.url, services);
  await registerGiving(app, { config, services, progressStreams, dataAnswerHeaders });
  app.addHook("onClose", async () => {
    // The copy being sent ends, and is written down, before the mail's connections close.
    await services.newsletterSending.stop();
    services.mail.close();
  });
  if (timedJobs) startTimedJobs(app, config, services, dataSource);
  registerUploads(app, services.media.storage);
  if (provinceHost) {
    await registerProvincePages(app, {
      host: provinceHost,
      secure: config.publicUrl.startsWith("https:"),
      admins: services.provinceAdmins,
      province: services.province,
      articles: services.provinceArticles,
      audit: services.provinceAudit,
      settings: services.provinceSettings,
    });
    registerProvinceSite(app, { host: provinceHost, dataSource, ...services });
  }
  await registerPages(app, { config, services, cache, apollo });
  return app;
}

/**
 * On SQLite every request is its own unit of work for the one connection (db/unit-of-work.ts).
 * PostgreSQL gives each transaction a connection of its own, and the async context it would
 * cost on every request buys nothing there but the audit log's knowing who writes: only the
 * requests that may write get one (the scope returned, for the write paths), never a GET such as
 * /healthz. Where the deployment serves several dioceses every request has one, which names its
 * diocese.
 */
function scopeRequestsInUnitsOfWork(
  app: FastifyInstance,
  dataSource: DataSource,
  manyDioceses: boolean,
): (scope: FastifyInstance) => void {
  const everyRequest = dataSource.options.type === "sqlite" || manyDioceses;
  if (everyRequest) {
    app.addHook("onRequest", (request, _reply, done) => unitOfWork.run(new RequestScope(request), done));
  }
  return (scope: FastifyInstance) => {
    if (everyRequest) return;
    scope.addHook("onRequest", (request, _reply, done) =>
      request.method === "GET" || request.method === "HEAD"
        ? done()
        : unitOfWork.run(new RequestScope(request), done),
    );
  };
}

/** The security headers of every answer; returns those of a data answer, for the live streams. */
function sendSiteSecurityHeaders(app: FastifyInstance, config: Config): Record<string, string> {
  return sendSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Rich text may show pictures from other https sites; the dashboard previews a chosen
        // picture from a blob: URL before uploading it.
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    // Integrators' sites may show the diocese's pictures.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    // The 404 page's Go Back needs to know the visitor came from a page of this site; other sites
    // are still told nothing.
    referrerPolicy: { policy: "same-origin" },
  });
}

/**
 * What follows the content's changes: the response cache of public reads and the appeals' live
 * progress. Registered before compression, so that the cache sees and keeps the uncompressed
 * answers.
 */
async function followContentChanges(
  app: FastifyInstance,
  config: Config,
  dataSource: DataSource,
  services: Services,
): Promise<{ cache: ResponseCache; progressStreams: AppealProgressStreams }> {
  // The app's own state and the modules' private tables: no answer that reads one is kept, and
  // writing one tells no one.
  const quietTables = new Set(
    [AppState, ...PRIVATE_ENTITIES].map((entity) => dataSource.getMetadata(entity).tableName),
  );
  followTableAccess(dataSource, quietTables);
  const cache = new ResponseCache(config.responseCacheMaxBytes, {
    quietTables,
    perDiocese: servesManyDioceses(config.database) ? currentDiocese : undefined,
  });
  const changes = new ContentChanges(dataSource, cache, app.log);
  await changes.start();
  const progressStreams = new AppealProgressStreams((projectId) =>
    services.contributions.appealProgress(projectId),
  );
  const events = writeEventsOf(dataSource);
  const appealChanged = ({ projectId }: { projectId: number }) => progressStreams.appealChanged(projectId);
  events.on("GiftSettled", appealChanged);
  events.on("GiftReversed", appealChanged);
  events.on("AppealChanged", appealChanged);
  // Before the server stops taking connections: an open stream would keep it waiting.
  app.addHook("preClose", (done) => {
    progressStreams.close();
    done();
  });
  app.addHook("onClose", () => changes.stop());
  await responseCachePlugin(app, { cache });
  return { cache, progressStreams };
}

/** Compression, cookies, the limits of a request without a session, and CORS. */
async function registerHttpBasics(app: FastifyInstance, services: Services): Promise<void> {
  // Answers only: request bodies are never compressed (request-limits.ts refuses them).
  await app.register(fastifyCompress, { globalCompression: true, globalDecompression: false });
  await app.register(fastifyCookie);
  limitBodiesWithoutSession(app, services);
  // Any site may read the public API from a browser. Credentials are never allowed across
  // origins (no Access-Control-Allow-Credentials), so a browser never sends the session cookie
  // with a cross-origin call that needs a preflight; integrators sign in with the access-token
  // header instead.
  await app.register(fastifyCors, {
    origin: "*",
    methods: ["GET", "HEAD", "POST", "DELETE"],
    maxAge: 24 * 60 * 60,
  });
}

/** /healthz, /readyz, and a database that cannot answer said as such by pages and feeds. */
function registerHealthChecks(app: FastifyInstance, config: Config, dataSource: DataSource): DatabaseHealth {
  const databaseHealth = new DatabaseHealth(dataSource, config.dataDir, app.log);
  // The server listens only once the database is migrated, so being alive means migrated at start.
  // The probes' answers are far too small to compress: they skip compression's hooks, and
  // /healthz's, always the same, is made once.
  app.get("/healthz", { compress: false }, (_request, reply) => reply.type(JSON_TYPE).send(ALIVE));
  app.get("/readyz", { compress: false }, async (_request, reply) => {
    const readiness = await databaseHealth.readiness();
    if (!readiness.ready)
      return reply.code(503).send({ status: readiness.status, message: readiness.message });
    return { status: "ready" };
  });
  // Pages and feeds: a database that cannot answer is the server's trouble, said as such.
  app.setErrorHandler((error, _request, reply) => {
    const failure = databaseHealth.noteFailure(error);
    if (!failure) throw error;
    return reply.code(failure.httpStatus).send({ status: "error", message: failure.message });
  });
  return databaseHealth;
}

async function registerGraphql(
  app: FastifyInstance,
  {
    config,
    services,
    databaseHealth,
    scopeWrites,
  }: {
    config: Config;
    services: Services;
    databaseHealth: DatabaseHealth;
    scopeWrites: (scope: FastifyInstance) => void;
  },
): Promise<ApolloServer<RequestContext>> {
  const apollo = await createApolloServer(app, { production: config.production, databaseHealth });
  await app.register(async (graphqlScope) => {
    scopeWrites(graphqlScope);
    // A sermon's recording may be larger than a picture; MediaService holds each kind to its own limit.
    acceptGraphQLUploads(graphqlScope, {
      maxFileSize: Math.max(config.uploadMaxBytes, config.audioMaxBytes),
    });
    acceptGetQueriesWithoutSessionCookie(graphqlScope);
    admitApiTokens(graphqlScope, services);
    await graphqlScope.register(fastifyApollo(apollo), {
      path: "/graphql",
      context: (request, reply) => buildContext(request, services, reply),
    });
  });
  return apollo;
}

/**
 * M-Pesa's, the SMS's and the phone's callbacks, the give and pledge forms, the giving statement's
 * forms and link, and the appeals' live progress.
 */
async function registerGiving(
  app: FastifyInstance,
  {
    config,
    services,
    progressStreams,
    dataAnswerHeaders,
  }: {
    config: Config;
    services: Services;
    progressStreams: AppealProgressStreams;
    dataAnswerHeaders: Record<string, string>;
  },
): Promise<void> {
  registerMpesaCallbacks(app, services.mpesa);
  await registerSmsCallbacks(app, services.sms);
  await registerPhoneCallbacks(app, services);
  await registerPhoneSimulator(app, config, services);
  await registerGiveForm(app, services);
  await registerPledgeForms(app, services);
  await registerGivingStatementRoutes(app, services);
  progressStreams.register(app, APPEAL_PROGRESS_STREAM_PATH, dataAnswerHeaders);
  await services.mpesa.start();
  app.addHook("onClose", () => services.mpesa.stop());
  await services.smsSending.connect();
  app.addHook("onClose", () => services.smsSending.stop());
}

/**
 * The feeds, the built web app's files, its pages drawn on the server, and the forms that answer
 * with a page drawn: the newsletter's and the event registrations'.
 */
async function registerPages(
  app: FastifyInstance,
  {
    config,
    services,
    cache,
    apollo,
  }: { config: Config; services: Services; cache: ResponseCache; apollo: ApolloServer<RequestContext> },
): Promise<void> {
  const pages = { services, cache };
  registerFeeds(app, pages);
  if (config.webDistDir) await serveWebAssets(app, config.webDistDir);
  const pageResponder = config.webDistDir
    ? await createPageResponder(config.webDistDir, apollo, pages)
    : null;
  await registerNewsletterForms(app, { services, pageResponder });
  await registerRegistrationForms(app, { services, pageResponder });

  app.setNotFoundHandler((request, reply) => {
    if (isLegacyApiPath(request.url)) return replyNoSuchLegacyPath(request, reply);
    if (pageResponder && isPageRequest(request)) return pageResponder.replyWithPage(request, reply);
    return reply.code(404).send({ status: "error", message: "Not found" });
  });
}

/** A browser asking for a page of the SPA (any route), as opposed to a file, upload or API call. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split("?")[0]!;
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !pathname.startsWith("/uploads/") &&
    !pathname.startsWith("/graphql") &&
    !FILE_NAME.test(pathname)
  );
}

/** Serves the built SPA's files: hashed assets cached for a year, the rest revalidated. */
async function serveWebAssets(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(path.join(webDistDir, "index.html"))) {
    throw new Error(`The web app is not built: ${webDistDir}/index.html is missing (run npm run build)`);
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: "/",
    wildcard: false,
    index: false,
    // .br and .gz copies made at build time (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(webDistDir, "assets") + path.sep);
      reply.header("Cache-Control", hashed ? ONE_YEAR_IMMUTABLE : "no-cache");
    },
  });
}
