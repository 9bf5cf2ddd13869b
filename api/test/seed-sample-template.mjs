// Fills the data folder named by DATA_DIR with the sample content, as the built site does on its
// first start, and stops: test/sample-template.ts copies the folder for each site a test starts.
// No first administrator: each site makes its own from its ADMIN_ settings when it starts.
import { openServicesOrExit, readConfigOrExit } from "../dist/bootstrap.js";
import { seedSampleContentOnce } from "../dist/sample-content/sample-content.js";

const config = readConfigOrExit();
const { dataSource, services } = await openServicesOrExit(config);
await seedSampleContentOnce(dataSource, services);
await dataSource.destroy();
// Services may hold timers (caches, batched logs) that would keep the process alive.
process.exit(0);
