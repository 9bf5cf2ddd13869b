// Fails when the interface's catalogues disagree with each other or with the code (issue #20):
// a message with no Kiswahili (or no English), an empty one, a Kiswahili message that does not
// keep its English's {{placeholders}}, or a message that no code names. Code names a message by
// its whole key as one string literal, t("news.readMore"), so a key's text appears in the source.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The repository's root; a test passes a folder of its own.
const root = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Each catalogue folder holds en/ and sw/, one JSON file per area; the file's name is the key's first part. */
const CATALOGUES = ["web/src/locales", "web/src/admin/locales", "api/src/site/locales"];
const LANGUAGES = ["en", "sw"];
/** Where code may name a message. */
const SOURCES = ["web/src", "api/src"];
/** i18next's plural forms: `gifts_one` and `gifts_other` are one message, named `gifts`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A catalogue file's messages as whole keys ("news.readMore") and their texts. */
function flatten(prefix, value, into) {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object" && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}.${key}`, inner, into);
  else into.set(prefix, value);
  return into;
}

function catalogue(folder, language) {
  const messages = new Map();
  const directory = path.join(root, folder, language);
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const area = file.slice(0, -".json".length);
    flatten(area, JSON.parse(readFileSync(path.join(directory, file), "utf8")), messages);
  }
  return messages;
}

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" || entry.name === "locales" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const placeholders = (text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const problems = [];
const used = SOURCES.filter((folder) => existsSync(path.join(root, folder)))
  .flatMap((folder) => sourceFiles(path.join(root, folder)))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

for (const folder of CATALOGUES.filter((folder) => existsSync(path.join(root, folder)))) {
  const [english, kiswahili] = LANGUAGES.map((language) => catalogue(folder, language));
  for (const [key, text] of english) {
    if (typeof text !== "string" || !text.trim())
      problems.push(`${folder}/en: "${key}" is empty or not text`);
    const translation = kiswahili.get(key);
    if (translation === undefined) problems.push(`${folder}/sw: "${key}" has no Kiswahili`);
    else if (typeof translation !== "string" || !translation.trim())
      problems.push(`${folder}/sw: "${key}" is empty or not text`);
    else if (typeof text === "string" && placeholders(text).join() !== placeholders(translation).join())
      problems.push(
        `${folder}/sw: "${key}" does not keep the English's placeholders (${placeholders(text)})`,
      );
    const named = key.replace(PLURAL_SUFFIX, "");
    if (!used.includes(`"${named}"`) && !used.includes(`'${named}'`) && !used.includes(`\`${named}\``))
      problems.push(`${folder}: "${key}" is named by no code`);
  }
  for (const key of kiswahili.keys())
    if (!english.has(key)) problems.push(`${folder}/sw: "${key}" is not in the English catalogue`);
}

if (problems.length > 0) {
  console.error(`The interface's catalogues have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Every message has English and Kiswahili, and code names each one.");
