import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInHeaders } from "../../../test/factories.js";
import { graphqlUpload, type UploadedFile } from "../../../test/http.js";
import { htmlPage, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { Sermon } from "./sermon.entity.js";
import { silentM4a, silentMp3 } from "./silent-recording.js";

/*
 * Recordings as they arrive from phones and from attackers: empty, cut short, another kind of
 * file under an audio name, an M4A whose index is damaged or says it lasts for years. Each is
 * refused with a message for the person uploading, the server keeps answering, and nothing is
 * half saved: no file in storage, no sermon, and an edit keeps the recording it had.
 */

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = "id audio { url bytes contentType durationSeconds }";
const CREATE = `mutation ($input: SermonInput!, $audio: Upload) { createSermon(input: $input, audio: $audio) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SermonInput!, $audio: Upload) { updateSermon(id: $id, input: $input, audio: $audio) { ${FIELDS} } }`;
const input = {
  title: "Born of water and the Spirit",
  preacher: "The Ven. Grace Atieno",
  preachedOn: "2026-11-22",
  passages: "John 3:16-21",
  notes: "<p>God so loved the world.</p>",
};

const NOT_AUDIO = "The recording must be an MP3 or M4A audio file";
const CUT_SHORT =
  "The recording is cut short: it holds less sound than its own header says. Export or copy it again, and upload the whole file.";

const at = (bytes: Buffer, text: string) => bytes.indexOf(Buffer.from(text, "latin1"));
/** A copy of `bytes` with a 32-bit number written at `offset`, as a damaged or forged file has it. */
function withNumber(bytes: Buffer, offset: number, value: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt32BE(value, offset);
  return copy;
}

const m4a = silentM4a(10);
const mp3 = silentMp3(10);
/** An M4A's movie and media headers: version and flags, two times, then the timescale and the duration. */
const mvhd = at(m4a, "mvhd") + 4;
const mdhd = at(m4a, "mdhd") + 4;
/** An M4A that says it lasts 2^32 - 1 seconds, about 136 years, in both of its headers. */
const m4aOfYears = [
  [mvhd + 12, 1],
  [mvhd + 16, 0xffffffff],
  [mdhd + 12, 1],
  [mdhd + 16, 0xffffffff],
].reduce((bytes, [offset, value]) => withNumber(bytes, offset!, value!), m4a);
const m4aWithGarbledIndex = Buffer.from(m4a);
for (let index = at(m4a, "moov") + 20; index < at(m4a, "moov") + 300; index++) {
  m4aWithGarbledIndex[index] = (index * 37) & 0xff;
}

const CASES: [string, () => Promise<UploadedFile>, string][] = [
  [
    "an empty file",
    async () => ({ bytes: Buffer.alloc(0), filename: "sermon.mp3", type: "audio/mpeg" }),
    NOT_AUDIO,
  ],
  [
    "an MP3 cut inside its first frame",
    async () => ({ bytes: mp3.subarray(0, 50), filename: "sermon.mp3", type: "audio/mpeg" }),
    NOT_AUDIO,
  ],
  [
    "a PNG named .mp3",
    async () => ({ bytes: await smallImage("png"), filename: "sermon.mp3", type: "audio/mpeg" }),
    NOT_AUDIO,
  ],
  [
    "a web page named .mp3",
    async () => ({ bytes: htmlPage, filename: "sermon.mp3", type: "audio/mpeg" }),
    NOT_AUDIO,
  ],
  [
    "an M4A cut inside its index",
    async () => ({ bytes: m4a.subarray(0, 100), filename: "sermon.m4a", type: "audio/mp4" }),
    CUT_SHORT,
  ],
  [
    "an M4A whose index is garbled",
    async () => ({ bytes: m4aWithGarbledIndex, filename: "sermon.m4a", type: "audio/mp4" }),
    NOT_AUDIO,
  ],
  [
    "an M4A cut before its sound: its index alone",
    async () => ({ bytes: m4a.subarray(0, at(m4a, "mdat") - 4), filename: "sermon.m4a", type: "audio/mp4" }),
    CUT_SHORT,
  ],
  [
    "an M4A cut in the middle of its sound",
    async () => ({ bytes: m4a.subarray(0, m4a.length - 100), filename: "sermon.m4a", type: "audio/mp4" }),
    CUT_SHORT,
  ],
  [
    "an M4A that says it lasts 136 years",
    async () => ({ bytes: m4aOfYears, filename: "sermon.m4a", type: "audio/mp4" }),
    "The recording says it lasts 1,193,046 hours; a sermon's recording may last at most 12 hours. The file is damaged: export it again and upload the new one.",
  ],
];

const storedRecordings = () => server.services.media.storage.list("audio/");
const sermons = () => server.dataSource.getRepository(Sermon);

describe("a malformed recording", () => {
  it.each(CASES)("is refused when it is %s, and nothing is saved", async (_case, file, message) => {
    const filesBefore = await storedRecordings();
    const sermonsBefore = await sermons().count();
    const { status, body } = await graphqlUpload(
      server.url,
      CREATE,
      { input },
      { audio: await file() },
      staff,
    );
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: "BAD_USER_INPUT", field: "audio" },
    });
    expect(await storedRecordings()).toEqual(filesBefore);
    expect(await sermons().count()).toBe(sermonsBefore);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("leaves a sermon its recording when the new one is refused", async () => {
    const created = await graphqlUpload<{ createSermon: { id: string; audio: { url: string } } }>(
      server.url,
      CREATE,
      { input },
      { audio: { bytes: m4a, filename: "sermon.m4a", type: "audio/mp4" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const { id, audio } = created.body.data!.createSermon;
    const filesBefore = await storedRecordings();
    for (const [, file] of CASES) {
      const refused = await graphqlUpload(
        server.url,
        UPDATE,
        { id, input: { ...input, title: "Changed" } },
        { audio: await file() },
        staff,
      );
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "audio" });
    }
    expect(await sermons().findOneByOrFail({ id: Number(id) })).toMatchObject({
      title: input.title,
      audioUrl: audio.url,
      audioSeconds: 10,
    });
    expect(await storedRecordings()).toEqual(filesBefore);
    expect((await fetch(`${server.url}${audio.url}`)).status).toBe(200);
  });

  it("is not what a whole recording is: an MP3 and an M4A of the same sound are taken", async () => {
    for (const file of [
      { bytes: mp3, filename: "sermon.mp3", type: "audio/mpeg" },
      { bytes: m4a, filename: "sermon.m4a", type: "audio/mp4" },
    ]) {
      const { body } = await graphqlUpload<{ createSermon: { audio: { durationSeconds: number } } }>(
        server.url,
        CREATE,
        { input },
        { audio: file },
        staff,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.createSermon.audio.durationSeconds).toBe(10);
    }
  });
});
