import { parseArgs } from "node:util";
import { AdminRole, SYSTEM_ACTOR } from "../authorization.js";
import { asUnitOfWork, FIRST_DIOCESE } from "../db/unit-of-work.js";
import { openServicesOrExit, readConfigOrExit } from "../bootstrap.js";
import { AppError } from "../errors.js";
import { UnsealError } from "../lib/sealed-secrets.js";
import { USERNAME_RULE } from "../modules/admin-user/admin-user.inputs.js";
import { checkNewPassword } from "../modules/auth/passwords.js";
import { DIOCESE_USAGE, PROVINCE_USAGE, runDioceseCommand, runProvinceCommand } from "./admin-dioceses.js";

/**
 * `npm run admin -- <command>`: manages staff accounts from the server's command line, for the
 * first set-up and for when nobody can sign in.
 */
const USAGE = `Usage: npm run admin -- <command> [options] [--diocese HOST]

  A staff command works in the diocese at HOST, where the deployment serves several; else in the
  first.

  create --email E --name N [--username U] [--phone P] [--role system_admin|editor] [--password P]
                        add a member of staff (a username is made from the e-mail or name, and
                        a password generated, when none is given)
  reset-password --email E [--password P]
                        give a member of staff a new password and end their sessions
  list                  list the staff accounts
  deactivate --email E  stop a member of staff from signing in and end their sessions
${DIOCESE_USAGE}
${PROVINCE_USAGE}`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    name: { type: "string" },
    username: { type: "string" },
    phone: { type: "string" },
    role: { type: "string" },
    password: { type: "string" },
    diocese: { type: "string" },
    host: { type: "string", multiple: true },
    "short-name": { type: "string" },
    "admin-email": { type: "string" },
    "admin-name": { type: "string" },
    "admin-username": { type: "string" },
    "admin-password": { type: "string" },
    value: { type: "string" },
    to: { type: "string" },
    from: { type: "string" },
  },
});

const config = readConfigOrExit();
const { dataSource, services } = await openServicesOrExit(config);

async function findByEmail(email: string | undefined) {
  if (!email) throw new AppError("--email is required", "BAD_USER_INPUT", 400);
  const user = await services.adminUsers.findByEmail(email);
  if (!user) throw new AppError(`There is no member of staff with the e-mail ${email}`, "NOT_FOUND", 404);
  return user;
}

/** The username given, or one made from the e-mail or the name; says how to give one when none can be made. */
async function usernameFor(email: string | undefined, name: string | undefined): Promise<string | undefined> {
  if (values.username !== undefined || !email || !name) return values.username;
  const username = await services.adminUsers.freeUsername(email, name);
  if (username) return username;
  throw new AppError(
    `No username can be made from ${email} or ${name}: pass --username with ${USERNAME_RULE}`,
    "BAD_USER_INPUT",
    400,
  );
}

async function run(command: string | undefined): Promise<void> {
  switch (command) {
    case "create": {
      const role = values.role ?? AdminRole.EDITOR;
      const { user, password } = await services.adminUsers.create(
        SYSTEM_ACTOR,
        {
          email: values.email,
          name: values.name,
          username: await usernameFor(values.email, values.name),
          phone: values.phone,
          role: role as AdminRole,
        },
        values.password,
      );
      console.log(
        `Created ${user.name} <${user.email}> (${user.role}), username ${user.username}, password ${password}`,
      );
      return;
    }
    case "reset-password": {
      const user = await findByEmail(values.email);
      if (values.password) {
        await services.adminUsers.setPassword(user.id, await checkNewPassword(values.password));
        console.log(`The password of ${user.email} is now the one given; their sessions have ended`);
      } else {
        const { password } = await services.adminUsers.resetPassword(SYSTEM_ACTOR, user.id);
        console.log(`New password for ${user.email}: ${password} (their sessions have ended)`);
      }
      return;
    }
    case "list": {
      for (const user of await services.adminUsers.list(SYSTEM_ACTOR)) {
        const lastSignIn = user.lastSignInAt ? user.lastSignInAt.toISOString() : "never";
        console.log(
          `${user.email}\t${user.username}\t${user.role}\t${user.active ? "active" : "deactivated"}\tlast sign-in ${lastSignIn}`,
        );
      }
      return;
    }
    case "deactivate": {
      const user = await findByEmail(values.email);
      await services.adminUsers.setActive(SYSTEM_ACTOR, user.id, false);
      console.log(`Deactivated ${user.email}; their sessions have ended`);
      return;
    }
    case "diocese":
      if (await runDioceseCommand({ services, dataSource }, positionals, values)) return;
      console.error(USAGE);
      process.exitCode = 1;
      return;
    case "province":
      if (await runProvinceCommand(services, positionals, values)) return;
      console.error(USAGE);
      process.exitCode = 1;
      return;
    default:
      console.error(USAGE);
      process.exitCode = 1;
  }
}

/**
 * The diocese a staff command works in: the one at --diocese's host name, where the deployment
 * serves several; else the first (the only one of a single diocese's site).
 */
async function dioceseOfCommand(): Promise<number> {
  if (values.diocese === undefined) return FIRST_DIOCESE;
  const diocese = await services.dioceses.dioceseAt(values.diocese);
  if (diocese === null) throw new AppError(`No diocese answers at ${values.diocese}`, "NOT_FOUND", 404);
  return diocese;
}

try {
  await asUnitOfWork(() => run(positionals[0]), await dioceseOfCommand());
} catch (error) {
  // A secret sealed with a key this command was not given says so, as a bad argument would.
  if (!(error instanceof AppError || error instanceof UnsealError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await dataSource.destroy();
}
