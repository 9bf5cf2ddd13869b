import type { DataSource } from "typeorm";
import { asUnitOfWork, currentDiocese } from "../db/unit-of-work.js";
import { AppError } from "../errors.js";
import { NOT_MOVED } from "../modules/diocese/diocese-archive.js";
import { exportDiocese } from "../modules/diocese/diocese-export.js";
import { fillDiocese, openArchive } from "../modules/diocese/diocese-import.js";
import { SECRET_NAMES } from "../modules/diocese/diocese-secrets.service.js";
import type { Services } from "../services.js";

/** `npm run admin -- diocese ...`: the province's dioceses (issue #44), what each command prints. */
export const DIOCESE_USAGE = `  diocese create --name N --host H [--host H2 ...] --admin-email E --admin-name N
                 [--short-name S] [--admin-username U] [--admin-password P]
                        make a diocese of a province's deployment (MULTI_DIOCESE=true): its site
                        at the hosts given (the first is the one its links name), and its first
                        administrator (a password is generated when none is given)
  diocese list          list the dioceses and their host names
  diocese host add|main|remove --diocese HOST --host H
                        give that diocese another host name, make one of its host names the one
                        its links name, or take one away (it keeps one at least)
  diocese export --to FILE [--diocese HOST]
                        write the diocese's rows and uploaded files to one .tar.gz, to move it
                        to another deployment or a site of its own (its sealed secrets, sessions
                        and rate limits stay behind)
  diocese import --from FILE [--host H ...] [--name N]
                        move a diocese in from such a file: on a province's deployment, as a new
                        diocese at the hosts given (its name the file's unless given); on a single
                        diocese's site, into the site itself, which must have no content yet
  diocese secret set --diocese HOST --name N [--value V]
                        seal and keep one of that diocese's secrets, read from the standard
                        input without --value; needs SECRETS_KEY. The secrets are:
${Object.entries(SECRET_NAMES)
  .map(([name, { what }]) => `                          ${name}: ${what}`)
  .join("\n")}
  diocese secret list --diocese HOST
                        which of its secrets are set, and when (never their values)
  diocese secret remove --diocese HOST --name N
  diocese secrets reseal
                        seal every diocese's secrets again under SECRETS_KEY, after a rotation
                        (SECRETS_KEY_PREVIOUS opens the old ones meanwhile)`;

/** `npm run admin -- province ...`: the province's administrators. */
export const PROVINCE_USAGE = `  province admin create --email E --name N [--password P]
                        add an administrator of the province, who signs in at PROVINCE_HOST to
                        list and make the dioceses, and is on no diocese's staff (a password is
                        generated when none is given)
  province admin reset-password --email E [--password P]
                        give an administrator of the province a new password (generated when
                        none is given), let a waiting account sign in, and end their sessions
  province admin list   list the province's administrators`;

/** Runs `province admin <command>`; false for a command it does not know. */
export async function runProvinceCommand(
  services: Services,
  positionals: readonly string[],
  values: { email?: string; name?: string; password?: string },
): Promise<boolean> {
  if (positionals[1] !== "admin") return false;
  switch (positionals[2]) {
    case "create": {
      const { admin, password } = await services.provinceAdmins.create(values, values.password);
      console.log(
        `Added ${admin.name} <${admin.email}> as an administrator of the province, password ${password}`,
      );
      return true;
    }
    case "reset-password": {
      const password = await services.provinceAdmins.resetPassword(values.email, values.password);
      console.log(
        values.password
          ? `The password of ${values.email} is now the one given; their sessions have ended`
          : `New password for ${values.email}: ${password} (their sessions have ended)`,
      );
      return true;
    }
    case "list":
      for (const admin of await services.provinceAdmins.list()) {
        console.log(`${admin.email}\t${admin.name}\tadded ${admin.createdAt.toISOString()}`);
      }
      return true;
    default:
      return false;
  }
}

export interface DioceseOptions {
  name?: string;
  host?: string[];
  "short-name"?: string;
  "admin-email"?: string;
  "admin-name"?: string;
  "admin-username"?: string;
  "admin-password"?: string;
  value?: string;
  to?: string;
  from?: string;
}

/** Runs `diocese <command>`; false for a command it does not know. */
export async function runDioceseCommand(
  { services, dataSource }: { services: Services; dataSource: DataSource },
  positionals: readonly string[],
  values: DioceseOptions,
): Promise<boolean> {
  switch (positionals[1]) {
    case "create": {
      const made = await services.province.create({
        name: required(values.name, "--name"),
        shortName: values["short-name"],
        hosts: values.host ?? [],
        admin: {
          email: required(values["admin-email"], "--admin-email"),
          name: required(values["admin-name"], "--admin-name"),
          username: values["admin-username"],
          password: values["admin-password"],
        },
      });
      console.log(
        `Made ${made.diocese.name} (diocese ${made.diocese.id}) at ${made.hosts.join(", ")}; its administrator ${made.admin.name} <${made.admin.email}>, username ${made.admin.username}, password ${made.password}`,
      );
      return true;
    }
    case "list": {
      for (const { diocese, hosts } of await services.province.list()) {
        console.log(`${diocese.id}\t${diocese.name}\t${hosts.join(" ")}`);
      }
      return true;
    }
    case "export": {
      const archive = required(values.to, "--to");
      const manifest = await exportDiocese(dataSource, services.media.storage, archive);
      console.log(`Wrote ${archive}: ${manifest.name}, ${inWords(manifest.rows, manifest.files)}`);
      console.log(
        `Left behind: ${Object.entries(NOT_MOVED)
          .map(([table, why]) => `${table} (${why})`)
          .join("; ")}`,
      );
      return true;
    }
    case "import":
      await importDiocese(services, dataSource, values);
      return true;
    case "secret":
      return runSecretCommand(services, positionals[2], values);
    case "host":
      return runHostCommand(services, positionals[2], values);
    case "secrets": {
      if (positionals[2] !== "reseal") return false;
      for (const { diocese } of await services.province.list()) {
        const resealed = await asUnitOfWork(() => services.dioceseSecrets.resealAll(), diocese.id);
        console.log(`${diocese.name}: ${resealed} secret(s) sealed again`);
      }
      return true;
    }
    default:
      return false;
  }
}

/** `diocese import`: into a new diocese of a province's deployment, or into a single diocese's empty site. */
async function importDiocese(
  services: Services,
  dataSource: DataSource,
  values: DioceseOptions,
): Promise<void> {
  const opened = await openArchive(dataSource, required(values.from, "--from"));
  try {
    const fill = (newIds: boolean) => () =>
      fillDiocese(dataSource, services.media.storage, opened, { newIds });
    if (services.province.servesManyDioceses) {
      const { diocese, hosts, filled } = await services.province.receive(
        { name: values.name ?? opened.manifest.name, hosts: values.host ?? [] },
        fill(true),
      );
      console.log(
        `Moved in ${diocese.name} (diocese ${diocese.id}) at ${hosts.join(", ")}: ${inWords(filled.rows, filled.files)}`,
      );
      console.log(
        "Its records are numbered anew here: M-Pesa account numbers given before (P… for pledges, Q… for parish assessments, R… for registrations) and links that carry a number (an event's registration form, a photograph) have changed",
      );
    } else {
      if (values.host !== undefined) {
        throw new AppError(
          "This site serves one diocese, at PUBLIC_URL: import without --host",
          "BAD_USER_INPUT",
          400,
        );
      }
      const filled = await fill(false)();
      console.log(`Moved ${opened.manifest.name} into this site: ${inWords(filled.rows, filled.files)}`);
    }
    console.log(
      "Its Daraja and SMS secrets stay where it came from: set them here with `npm run admin -- diocese secret set`",
    );
  } finally {
    await opened.close();
  }
}

function inWords(rows: Record<string, number>, files: number): string {
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  return `${total} rows of ${Object.keys(rows).length} tables, ${files} files`;
}

/** `diocese host add|main|remove`, of the diocese of --diocese. */
async function runHostCommand(
  services: Services,
  command: string | undefined,
  values: DioceseOptions,
): Promise<boolean> {
  const changes = {
    add: (diocese: number, host: string) => services.province.addHost(diocese, host),
    main: (diocese: number, host: string) => services.province.makeMainHost(diocese, host),
    remove: (diocese: number, host: string) => services.province.removeHost(diocese, host),
  };
  if (command !== "add" && command !== "main" && command !== "remove") return false;
  const [asked, ...more] = values.host ?? [];
  if (more.length > 0) throw new AppError("Give one --host", "BAD_USER_INPUT", 400);
  await changes[command](currentDiocese(), required(asked, "--host"));
  const { diocese, hosts } = await services.province.one(currentDiocese());
  console.log(`${diocese.name} answers at ${hosts.join(", ")}`);
  return true;
}

/** `diocese secret set|list|remove`, in the diocese of --diocese. */
async function runSecretCommand(
  services: Services,
  command: string | undefined,
  values: DioceseOptions,
): Promise<boolean> {
  switch (command) {
    case "set": {
      const name = required(values.name, "--name");
      await services.dioceseSecrets.set(name, values.value ?? (await standardInput()));
      console.log(`${name} is set, sealed`);
      return true;
    }
    case "list":
      for (const { name, updatedAt } of await services.dioceseSecrets.namesSet()) {
        console.log(`${name}\tset ${updatedAt.toISOString()}`);
      }
      return true;
    case "remove":
      await services.dioceseSecrets.remove(required(values.name, "--name"));
      console.log(`${values.name} is removed`);
      return true;
    default:
      return false;
  }
}

/** What is piped in, so that a secret is in no shell's history and no process list. */
async function standardInput(): Promise<string> {
  if (process.stdin.isTTY) throw new AppError("Pipe the secret in, or give --value", "BAD_USER_INPUT", 400);
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === "") {
    throw new AppError(`${option} is required`, "BAD_USER_INPUT", 400);
  }
  return value;
}
