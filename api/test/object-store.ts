import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, paginateListObjectsV2, S3Client } from "@aws-sdk/client-s3";
import type { ObjectStorageConfig } from "../src/config.js";

/** s3rver accepts requests signed with these. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * Runs s3rver on a free port of 127.0.0.1 and prints the port. It ends when the test's process
 * does (which holds its standard input), so that a test stopped half-way leaves no server behind.
 */
const SERVER = `
const S3rver = require(process.argv[1]);
new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: process.argv[2] })
  .run()
  .then(({ port }) => console.log(port));
process.stdin.on("end", () => process.exit(0)).resume();
`;

export interface TestObjectStore {
  /** The store's address, as STORAGE_ENDPOINT takes it. */
  endpoint: string;
  /** A client of the store, for the tests' own look into a bucket. */
  client: S3Client;
  /** Makes a new bucket, so that no two test files share one, and returns its name. */
  createBucket(): Promise<string>;
  /** The STORAGE_ settings of a site that keeps its uploads in the bucket. */
  settings(bucket: string): Record<string, string>;
  /** The same, as the configuration holds them. */
  config(bucket: string): ObjectStorageConfig;
  /** Every key in the bucket, sorted. */
  keys(bucket: string): Promise<string[]>;
  bytes(bucket: string, key: string): Promise<Buffer>;
  /** Makes an object look as old as an hour's wait would (its LastModified goes back two hours). */
  makeOld(bucket: string, key: string): Promise<void>;
  /** Stops the server, which then refuses connections, and deletes its objects. */
  stop(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver, from npm) as a process of its own, on a new folder.
 * Node runs it with OpenSSL's legacy provider: s3rver makes ListObjectsV2's continuation tokens
 * with DES, which OpenSSL 3 keeps there (jamhall/s3rver#818), and the storage pages through them.
 */
export async function startObjectStore(): Promise<TestObjectStore> {
  const directory = await mkdtemp(path.join(tmpdir(), "diocese-object-store-"));
  const s3rver = createRequire(import.meta.url).resolve("s3rver");
  const child = spawn(process.execPath, ["--openssl-legacy-provider", "-e", SERVER, s3rver, directory], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`s3rver exited with code ${code}:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    endpoint,
    client,
    async createBucket() {
      const bucket = `diocese-test-${randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    settings: (bucket) => ({
      STORAGE_BUCKET: bucket,
      STORAGE_ENDPOINT: endpoint,
      STORAGE_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    config: (bucket) => ({ kind: "s3", bucket, endpoint, region: "us-east-1", credentials: CREDENTIALS }),
    async keys(bucket) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) keys.push(object.Key!);
      }
      return keys.sort();
    },
    async bytes(bucket, key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async makeOld(bucket, key) {
      // s3rver keeps each object as a file beside its metadata, and gives the file's time as LastModified.
      const parts = key.split("/");
      const file = path.join(directory, bucket, ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`);
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(file, twoHoursAgo, twoHoursAgo);
    },
    async stop() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.stdin.end();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
