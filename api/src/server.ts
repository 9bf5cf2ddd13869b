import { createApp } from "./app.js";
import { openServicesOrExit, readConfigOrExit } from "./bootstrap.js";
import { seedSampleContentOnce } from "./sample-content/sample-content.js";
import { withStartupLock } from "./db/startup-lock.js";
import { sitePaths } from "./site/site-routes.js";

const config = readConfigOrExit();
const { dataSource, services, logger } = await openServicesOrExit(config);

const firstAdmin = await withStartupLock(dataSource, async () => {
  if (config.sampleContent) await seedSampleContentOnce(dataSource, services);
  return services.adminUsers.ensureFirstAdmin(config.firstAdmin);
});
const app = await createApp({ config, dataSource, services, logger });
await app.listen({ port: config.port, host: config.host });

if (firstAdmin.created) {
  const password = firstAdmin.generatedPassword
    ? `password ${firstAdmin.generatedPassword} (shown once: write it down and change it after signing in)`
    : "the password given in ADMIN_PASSWORD";
  console.log(
    `\nThe first administrator was created.\n  Sign in at ${config.publicUrl}${sitePaths.login.getHref()}\n  with ${firstAdmin.email} and ${password}\n`,
  );
}
console.log(`The diocese website is running at ${config.publicUrl}`);

// Pictures stored before the site made share previews get theirs, without holding up the start.
services.media
  .addMissingShareImages()
  .then((made) => made > 0 && logger.info({ made }, "share previews made for older pictures"))
  .catch((error: unknown) => logger.error({ err: error }, "share previews of older pictures failed"));

/** How long requests in flight get to finish when the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "stopping: no new requests, finishing those in flight");
  setTimeout(() => {
    app.log.error("requests were still running after 10 s; exiting anyway");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close();
  await dataSource.destroy();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
