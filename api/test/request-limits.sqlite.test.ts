import { connect, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bigNewsArticleInput, signedInHeaders } from "./factories.js";
import { sendJson } from "./http.js";
import { smallImage } from "./images.js";
import { startTestApp, type TestApp } from "./test-app.js";

// On SQLite alone: these limits hold connections and bodies before any request reaches the database.
let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Resolves with the milliseconds from opening until the server closed the connection. */
  closed: Promise<number>;
}

/** A TCP connection to the test app, to send HTTP by hand as a slow or hostile client would. */
function openConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const opened = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve({ socket, received: () => text, closed }));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.once("error", reject);
    const closed = new Promise<number>((done) => socket.once("close", () => done(Date.now() - opened)));
  });
}

const requestHead = (lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;

describe("a request without a session", () => {
  it("is refused at once when it uploads a file, before the body has arrived", async () => {
    const connection = await openConnection(server.url);
    connection.socket.write(
      requestHead([
        "POST /graphql HTTP/1.1",
        "Host: localhost",
        "Content-Type: multipart/form-data; boundary=synod",
        "Apollo-Require-Preflight: true",
        `Content-Length: ${100 * 1024 * 1024}`,
      ]),
    );
    connection.socket.write(Buffer.alloc(64 * 1024, "a"));
    const closedAfter = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(connection.received()).toContain('"message":"Sign in to upload files"');
    expect(closedAfter).toBeLessThan(5000);
  });

  it("is refused at once when it announces a body over 64 KB", async () => {
    const connection = await openConnection(server.url);
    connection.socket.write(
      requestHead([
        "POST /api/createNews HTTP/1.1",
        "Host: localhost",
        "Content-Type: application/json",
        `Content-Length: ${5 * 1024 * 1024}`,
      ]),
    );
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(connection.received()).toContain("Without signing in, a request may send at most 64 KB");
  });

  it("is cut off when a body sent in chunks passes 64 KB", async () => {
    const connection = await openConnection(server.url);
    connection.socket.write(
      requestHead([
        "POST /graphql HTTP/1.1",
        "Host: localhost",
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
      ]),
    );
    const chunk = Buffer.alloc(16 * 1024, " ");
    for (let index = 0; index < 8 && !connection.socket.destroyed; index += 1) {
      connection.socket.write(`${chunk.length.toString(16)}\r\n`);
      connection.socket.write(chunk);
      connection.socket.write("\r\n");
    }
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("may send a small body in chunks, as streaming HTTP clients do", async () => {
    const connection = await openConnection(server.url);
    const body = JSON.stringify({ query: "{ siteSettings { shortName } }" });
    connection.socket.write(
      requestHead([
        "POST /graphql HTTP/1.1",
        "Host: localhost",
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
        "Connection: close",
      ]),
    );
    connection.socket.write(`${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`);
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("is refused when its body is compressed, which could unpack to far more than it sends", async () => {
    const compressed = gzipSync(
      JSON.stringify({ query: "{ __typename }", variables: { x: "a".repeat(1_000_000) } }),
    );
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: compressed,
    });
    expect(response.status).toBe(415);
    expect(JSON.stringify(await response.json())).toContain("Send the request's body uncompressed");
  });

  it("may still send the small bodies of public requests", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ siteSettings { shortName } }" }),
    });
    expect(response.status).toBe(200);
  });
});

describe("a member of staff", () => {
  it("may send a body far over 64 KB, such as an article with its picture", async () => {
    const headers = await signedInHeaders(server);
    const { title, body } = bigNewsArticleInput("The synod's full report");
    const image = `data:image/png;base64,${(await smallImage("png", 800)).toString("base64")}`;
    const created = await sendJson(
      server.url,
      "POST",
      "/api/createNews",
      { title, content: body, image },
      headers,
    );
    expect(created).toMatchObject({ status: 200, body: { status: "success" } });
  });
});

describe.concurrent("slow clients", () => {
  it("lose a connection whose headers have not arrived within 10 s", async () => {
    const connection = await openConnection(server.url);
    connection.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(closedAfter).toBeLessThan(15_000);
  });

  it("without a session, lose a connection whose small body has not arrived within 10 s", async () => {
    const connection = await openConnection(server.url);
    connection.socket.write(
      requestHead([
        "POST /graphql HTTP/1.1",
        "Host: localhost",
        "Content-Type: application/json",
        "Content-Length: 200",
      ]),
    );
    const dribble = setInterval(() => connection.socket.write(" "), 2000);
    const closedAfter = await connection.closed.finally(() => clearInterval(dribble));
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(closedAfter).toBeLessThan(15_000);
  });

  it("with a body the route never reads, cannot stop the server", async () => {
    const unread = [
      ["GET / HTTP/1.1", "Content-Type: text/plain"],
      ["POST /graphql HTTP/1.1", "Content-Type: text/xml"],
      ["POST /healthz HTTP/1.1", "Content-Type: text/xml"],
    ];
    const connections = await Promise.all(unread.map(() => openConnection(server.url)));
    unread.forEach(([requestLine, contentType], index) =>
      connections[index]!.socket.write(
        `${requestHead([requestLine!, "Host: localhost", contentType!, "Content-Length: 5"])}hello`,
      ),
    );
    await Promise.all(connections.map((connection) => connection.closed));
    // (This test app serves no web app, so / is 404 too.)
    expect(connections.map((connection) => connection.received().slice(0, 12))).toEqual([
      "HTTP/1.1 404",
      "HTTP/1.1 415",
      "HTTP/1.1 404",
    ]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("lose an idle kept-alive connection after 10 s", async () => {
    const connection = await openConnection(server.url);
    connection.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const closedAfter = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(closedAfter).toBeLessThan(15_000);
  });
});

describe("connections from one client address", () => {
  it("are closed at once beyond MAX_CONNECTIONS_PER_CLIENT, and taken again when one ends", async () => {
    const capped = await startTestApp({ env: { MAX_CONNECTIONS_PER_CLIENT: "5" } });
    try {
      const held = await Promise.all(Array.from({ length: 5 }, () => openConnection(capped.url)));
      const sixth = await openConnection(capped.url);
      expect(await sixth.closed).toBeLessThan(2000);
      expect(sixth.received()).toBe("");

      held[0]!.socket.destroy();
      await held[0]!.closed;
      const again = await openConnection(capped.url);
      again.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      await again.closed;
      expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
      for (const connection of held) connection.socket.destroy();
    } finally {
      await capped.close();
    }
  });
});
