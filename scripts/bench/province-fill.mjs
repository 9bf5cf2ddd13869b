// The province part's database: `node province-fill.mjs <dioceses>` with the site's settings in the
// environment (DATABASE_URL as a role row-level security binds, MULTI_DIOCESE=true, PUBLIC_URL at
// the first diocese's host). Makes every diocese but the first as the province's administrator
// does (`npm run admin -- diocese create`: its host, its first administrator, its settings) and
// fills each, the first too, with the sample content a new site starts with, through the
// services in that diocese's own unit of work, as the site's own start does for one diocese.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { provinceHost } from "./province-host.mjs";
import { root } from "./sites.mjs";

const dist = (file) => import(pathToFileURL(path.join(root, "api/dist", file)).href);
const { readConfigOrExit, openServicesOrExit } = await dist("bootstrap.js");
const { asUnitOfWork } = await dist("db/unit-of-work.js");
const { seedSampleContentOnce } = await dist("sample-content/sample-content.js");

const dioceses = Number(process.argv[2]);
const config = readConfigOrExit();
const { dataSource, services } = await openServicesOrExit(config);
const ids = [1];
for (let index = 2; index <= dioceses; index++) {
  const { diocese } = await services.province.create({
    name: `ACK Diocese number ${index}`,
    hosts: [provinceHost(index)],
    admin: { email: `office@${provinceHost(index)}`, name: "Diocesan Secretary" },
  });
  ids.push(diocese.id);
}
for (const id of ids) await asUnitOfWork(() => seedSampleContentOnce(dataSource, services), id);
await dataSource.destroy();
