// Writes .br and .gz copies of the built web app's text files once at build time, so the server
// sends hashed assets compressed without compressing them again for every visitor.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|map)$/;
const folder = path.resolve(process.argv[2] ?? "web/dist");

function filesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

for (const file of filesUnder(folder).filter((name) => COMPRESSIBLE.test(name))) {
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
