import { UserInputError } from "../../errors.js";

/** The longest a sermon's recording may last: a night's vigil, with room to spare. */
export const MAX_RECORDING_HOURS = 12;

const NOT_AUDIO = "The recording must be an MP3 or M4A audio file";
const NO_SOUND = "The recording is empty or damaged: no sound could be read from it";
const CUT_SHORT =
  "The recording is cut short: it holds less sound than its own header says. Export or copy it again, and upload the whole file.";

/** What a recording is: its kind, as the file is stored and served, and its length. */
export interface Recording {
  extension: "mp3" | "m4a";
  contentType: "audio/mpeg" | "audio/mp4";
  durationSeconds: number;
}

/**
 * What the bytes of a recording are, read by music-metadata: MP3, or AAC or ALAC in MP4 (M4A),
 * and how long it lasts. An M4A's length is what its index says, so the index is not taken on
 * trust: the file must hold the sound it indexes (a phone's recording copied half way has its
 * index alone), and say a length a sermon can have (a forged one of years would go into the
 * podcast, and overflows GraphQL's Int).
 */
export async function readRecording(bytes: Buffer): Promise<Recording> {
  const isMp4File = bytes.toString("latin1", 4, 8) === "ftyp";
  if (isMp4File && !holdsItsMedia(bytes)) throw new UserInputError(CUT_SHORT);
  // Loaded by the first recording rather than at start: a start that stores none (all but a first
  // start with the sample content) no longer loads music-metadata's eighty-odd modules.
  const { parseBuffer } = await import("music-metadata");
  let format;
  try {
    ({ format } = await parseBuffer(bytes, undefined, { duration: true, skipCovers: true }));
  } catch {
    throw new UserInputError(NOT_AUDIO);
  }
  const container = format.container ?? "";
  const codec = format.codec ?? "";
  const isMp3 = /^MPEG$/i.test(container) && /layer 3/i.test(codec);
  const isM4a = /^(M4A|MP4|isom|mp42)/i.test(container) && /^(MPEG-4\/AAC|AAC|ALAC)/i.test(codec);
  if (!isMp3 && !isM4a) throw new UserInputError(NOT_AUDIO);
  const seconds = format.duration ?? 0;
  if (!Number.isFinite(seconds) || Math.round(seconds) < 1) throw new UserInputError(NO_SOUND);
  if (seconds > MAX_RECORDING_HOURS * 3600) {
    const hours = Math.floor(seconds / 3600).toLocaleString("en");
    throw new UserInputError(
      `The recording says it lasts ${hours} hours; a sermon's recording may last at most ${MAX_RECORDING_HOURS} hours. The file is damaged: export it again and upload the new one.`,
    );
  }
  const durationSeconds = Math.round(seconds);
  return isMp3
    ? { extension: "mp3", contentType: "audio/mpeg", durationSeconds }
    : { extension: "m4a", contentType: "audio/mp4", durationSeconds };
}

/**
 * Whether an MP4's top-level boxes fill the file exactly, one of them the media data (mdat): a
 * file cut short ends inside a box, or before its sound. A box's size is 4 bytes, or 1 and then
 * 8 bytes, or 0 for "to the end of the file".
 */
function holdsItsMedia(bytes: Buffer): boolean {
  let offset = 0;
  let media = false;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = bytes.readUInt32BE(offset);
    if (size === 0) size = bytes.length - offset;
    else if (size === 1) size = offset + 16 <= bytes.length ? Number(bytes.readBigUInt64BE(offset + 8)) : 0;
    if (size < 8 || offset + size > bytes.length) return false;
    if (bytes.toString("latin1", offset + 4, offset + 8) === "mdat" && size > 8) media = true;
    offset += size;
  }
  return media;
}
