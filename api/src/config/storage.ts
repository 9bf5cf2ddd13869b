import { isUrl, type SettingReader } from "./read-settings.js";

/** The uploads folder (uploadsDir), or a bucket of an S3-compatible object store. */
export type StorageConfig = { kind: "folder" } | ObjectStorageConfig;

export interface ObjectStorageConfig {
  kind: "s3";
  bucket: string;
  /** The store's address (STORAGE_ENDPOINT); null for Amazon S3 itself, which the region finds. */
  endpoint: string | null;
  region: string;
  /** Null: the AWS SDK finds them itself (AWS_ACCESS_KEY_ID and the like, or a server's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const STORAGE_SETTINGS = [
  "STORAGE_ENDPOINT",
  "STORAGE_REGION",
  "STORAGE_ACCESS_KEY_ID",
  "STORAGE_SECRET_ACCESS_KEY",
] as const;
/** S3's rules for a bucket's name: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]{1,64}$/;
/** What S3-compatible stores other than Amazon's expect when no region is given. */
const DEFAULT_STORAGE_REGION = "us-east-1";

/**
 * STORAGE_BUCKET switches uploads from DATA_DIR/uploads to a bucket; the other STORAGE_ settings
 * say where and how to reach it. A setting without the bucket is refused rather than ignored, so
 * that a forgotten line never leaves uploads on one server's disk unnoticed. The secret key is
 * never part of a message.
 */
export function readStorage(value: SettingReader, problems: string[]): StorageConfig {
  const bucket = value("STORAGE_BUCKET");
  if (!bucket) {
    const stray = STORAGE_SETTINGS.filter((name) => value(name) !== undefined);
    if (stray.length > 0) {
      problems.push(
        `STORAGE_BUCKET must be set when ${stray.join(", ")} ${stray.length === 1 ? "is" : "are"}; leave every STORAGE_ variable unset to keep uploads in DATA_DIR/uploads`,
      );
    }
    return { kind: "folder" };
  }
  if (!BUCKET_NAME.test(bucket)) {
    problems.push(
      `STORAGE_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens, such as diocese-uploads, not "${bucket}"`,
    );
  }

  const endpoint = value("STORAGE_ENDPOINT")?.replace(/\/+$/, "") ?? null;
  if (endpoint !== null && !isStorageEndpoint(endpoint)) {
    // Not repeated in the message: it could hold a password.
    problems.push(
      `STORAGE_ENDPOINT must be the object store's http:// or https:// address, such as https://s3.example.org or http://127.0.0.1:9000, with no path (the bucket goes in STORAGE_BUCKET) and no user or password`,
    );
  }
  const region = value("STORAGE_REGION") ?? (endpoint === null ? undefined : DEFAULT_STORAGE_REGION);
  if (region === undefined) {
    problems.push(
      "STORAGE_REGION must be set to the bucket's region (such as eu-west-1) when STORAGE_ENDPOINT is not",
    );
  } else if (!REGION_NAME.test(region)) {
    problems.push(`STORAGE_REGION must be a region's name, such as eu-west-1, not "${region}"`);
  }

  const accessKeyId = value("STORAGE_ACCESS_KEY_ID");
  const secretAccessKey = value("STORAGE_SECRET_ACCESS_KEY");
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push(
      "STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY must be set together, or neither (the AWS SDK then finds credentials itself)",
    );
  }
  return {
    kind: "s3",
    bucket,
    endpoint,
    region: region ?? DEFAULT_STORAGE_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

function isStorageEndpoint(raw: string): boolean {
  if (!/^https?:\/\//.test(raw) || !isUrl(raw)) return false;
  const url = new URL(raw);
  return url.pathname === "/" && !url.search && !url.username && !url.password;
}
