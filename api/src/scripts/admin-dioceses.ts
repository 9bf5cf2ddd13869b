import { AppError } from "../errors.js";
import type { Services } from "../services.js";

/** `npm run admin -- diocese ...`: the province's dioceses (issue #44), what each command prints. */
export const DIOCESE_USAGE = `  diocese create --name N --host H [--host H2 ...] --admin-email E --admin-name N
                 [--short-name S] [--admin-username U] [--admin-password P]
                        make a diocese of a province's deployment (MULTI_DIOCESE=true): its site
                        at the hosts given (the first is the one its links name), and its first
                        administrator (a password is generated when none is given)
  diocese list          list the dioceses and their host names`;

export interface DioceseOptions {
  name?: string;
  host?: string[];
  "short-name"?: string;
  "admin-email"?: string;
  "admin-name"?: string;
  "admin-username"?: string;
  "admin-password"?: string;
}

/** Runs `diocese <command>`; false for a command it does not know. */
export async function runDioceseCommand(
  services: Services,
  command: string | undefined,
  values: DioceseOptions,
): Promise<boolean> {
  switch (command) {
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
    default:
      return false;
  }
}

function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === "") {
    throw new AppError(`${option} is required`, "BAD_USER_INPUT", 400);
  }
  return value;
}
