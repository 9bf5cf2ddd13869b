import nodeModule from "node:module";

/*
 * The server's entry. Node 22.1 and later can keep the code they compile from the site's thousand
 * modules, in the system's temporary folder (or NODE_COMPILE_CACHE), for the starts after the
 * first: it must be turned on before those modules load, so the server (server.ts) is imported
 * after it. Node 20 has no such cache and starts as before; a cache that cannot be written is
 * skipped by Node without an error.
 */
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import("./server.js");
