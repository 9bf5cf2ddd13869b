import net from "node:net";
import { inDiocese } from "./in-diocese.js";
import { startTestApp, type TestApp } from "./test-app.js";

/**
 * One diocese's site as a suite meets it: the only one of a single-diocese site, or one of a
 * province's, so that the same suite (the authorisation sweep, the role matrix) runs in each.
 */
export interface DioceseUnderTest {
  /** What the tests' titles call it. */
  name: string;
  app: TestApp;
  /** Where its site answers. */
  url: string;
  /** Runs work (a factory, a service's call) as a request of this diocese would. */
  run<Result>(work: () => Promise<Result>): Promise<Result>;
  /** How many rows each table holds, in every diocese of the deployment: a refused write changes none. */
  rowCounts(): Promise<Record<string, number>>;
}

/** The site of a single diocese (MULTI_DIOCESE unset), at the test app's address. */
export function theOnlyDiocese(app: TestApp): DioceseUnderTest {
  return {
    name: "the only diocese",
    app,
    url: app.url,
    run: (work) => work(),
    rowCounts: () => countRows(app),
  };
}

export interface ThreeDioceses {
  app: TestApp;
  dioceses: [DioceseUnderTest, DioceseUnderTest, DioceseUnderTest];
  close(): Promise<void>;
}

/** The second and third dioceses, made as the province's administrator makes one. */
const MADE = [
  { name: "ACK Diocese of Mumias", host: "127.0.0.1", email: "admin@mumias.example.org" },
  { name: "ACK Diocese of Butere", host: "127.0.0.2", email: "admin@butere.example.org" },
];

/**
 * A province's deployment (PostgreSQL, MULTI_DIOCESE=true, connected as a role row-level security
 * binds) serving three dioceses: the first at localhost (the host of the test app's PUBLIC_URL),
 * Mumias at 127.0.0.1 and Butere at 127.0.0.2. A request's diocese is its host name, and fetch
 * will not send a Host header of the caller's choosing; so each diocese has an address of its
 * own that reaches the one app: the app listens at 127.0.0.1, and a door at 127.0.0.2 passes each
 * connection on to it unchanged.
 */
export async function startThreeDioceses(options: { env?: NodeJS.ProcessEnv } = {}): Promise<ThreeDioceses> {
  const app = await startTestApp({ env: { MULTI_DIOCESE: "true", ...options.env }, siteRole: true });
  const ids = [1];
  for (const { name, host, email } of MADE) {
    const { diocese } = await app.services.province.create({
      name,
      hosts: [host],
      admin: { email, name: "Diocesan administrator" },
    });
    ids.push(diocese.id);
  }
  const port = Number(new URL(app.url).port);
  const door = await openLoopbackDoor("127.0.0.2", port);
  const urls = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://127.0.0.2:${door.port}`];
  const names = ["the first diocese", ...MADE.map(({ name }) => name)];
  const dioceses = ids.map((id, index) => ({
    name: names[index]!,
    app,
    url: urls[index]!,
    run: <Result>(work: () => Promise<Result>) => inDiocese(id, work),
    rowCounts: () => countRowsOfEach(app, ids),
  }));
  return {
    app,
    dioceses: dioceses as ThreeDioceses["dioceses"],
    async close() {
      await door.close();
      await app.close();
    },
  };
}

async function countRows(app: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entity of app.dataSource.entityMetadatas) {
    counts[entity.tableName] = await app.dataSource.getRepository(entity.target).count();
  }
  return counts;
}

/** Each table's rows counted as each diocese reads them (row-level security shows it its own alone). */
async function countRowsOfEach(app: TestApp, ids: number[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const id of ids) {
    const own = await inDiocese(id, () => countRows(app));
    for (const [table, count] of Object.entries(own)) counts[`${table} of diocese ${id}`] = count;
  }
  return counts;
}

/** A listener at another loopback address that joins each connection to the app's port. */
async function openLoopbackDoor(
  address: string,
  appPort: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const open = new Set<net.Socket>();
  const door = net.createServer((socket) => {
    const onward = net.connect(appPort, "127.0.0.1");
    open.add(socket).add(onward);
    for (const [one, other] of [
      [socket, onward],
      [onward, socket],
    ] as const) {
      one.pipe(other);
      one.on("error", () => other.destroy());
      one.on("close", () => {
        open.delete(one);
        other.destroy();
      });
    }
  });
  await new Promise<void>((listening) => door.listen(0, address, listening));
  return {
    port: (door.address() as net.AddressInfo).port,
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((closed) => door.close(() => closed()));
    },
  };
}
