import { createApp } from "./app.js";
import { openServices, readConfigOrExit } from "./bootstrap.js";
import { seedSampleContent } from "./db/sample-content.js";

const config = readConfigOrExit();
const { dataSource, services, logger, freshDatabase } = await openServices(config);

if (freshDatabase && config.sampleContent) await seedSampleContent(services, config.uploadsDir);

const firstAdmin = await services.adminUsers.ensureFirstAdmin(config.firstAdmin);
const app = await createApp({ config, dataSource, services, logger });
await app.listen({ port: config.port, host: config.host });

if (firstAdmin.created) {
  const password = firstAdmin.generatedPassword
    ? `password ${firstAdmin.generatedPassword} (shown once: write it down and change it after signing in)`
    : "the password given in ADMIN_PASSWORD";
  console.log(
    `\nThe first administrator was created.\n  Sign in at ${config.publicUrl}/authentication/login\n  with ${firstAdmin.email} and ${password}\n`,
  );
}
console.log(`The diocese website is running at ${config.publicUrl}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "stopping");
  await app.close();
  await dataSource.destroy();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
