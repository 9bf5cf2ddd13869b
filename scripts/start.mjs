// `npm start`: builds what is missing or stale, then runs the server in this process.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuilt } from "./build-if-stale.mjs";

ensureBuilt();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await import(pathToFileURL(path.join(root, "api/dist/main.js")).href);
