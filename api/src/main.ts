import "reflect-metadata";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { createDataSource, migrate } from "./db/data-source.js";
import { seedSampleContent } from "./db/sample-content.js";
import { createServices } from "./services.js";

function readConfig(): Config {
  try {
    return loadConfig(process.env, {
      webDistDir: fileURLToPath(new URL("../../web/dist", import.meta.url)),
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
await mkdir(config.uploadsDir, { recursive: true });

const dataSource = createDataSource(config.database);
await dataSource.initialize();
const { freshDatabase } = await migrate(dataSource);
const services = createServices(dataSource, config);

if (freshDatabase && config.sampleContent) await seedSampleContent(services);

const firstAdmin = await services.adminUsers.ensureFirstAdmin(config.firstAdmin);
const app = await createApp({ config, dataSource, services, logger: { level: config.logLevel } });
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
