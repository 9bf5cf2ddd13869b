/**
 * A recording of silence as MP3, made without an encoder: MPEG-1 Layer III frames at 32 kbit/s,
 * 44.1 kHz, mono, whose side information and main data are all zeros, which every decoder plays
 * as silence. The sample sermons and the tests use it, so that no audio file is kept in the repo.
 */
const FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x10, 0xc4]);
/** 144 x 32,000 / 44,100 bytes, rounded down (no padding byte). */
const FRAME_BYTES = 104;
/** Each frame holds 1,152 samples. */
const FRAME_SECONDS = 1152 / 44_100;

export function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(FRAME_BYTES);
  FRAME_HEADER.copy(frame);
  const frames = Math.ceil(seconds / FRAME_SECONDS);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/**
 * A recording of silence as M4A (AAC-LC in MP4), made without an encoder, so that the tests can
 * upload the other format the site accepts with no audio file kept in the repo. It holds one
 * track of AAC-LC, 44.1 kHz, mono, whose every frame is the same four bytes of silence.
 */
export function silentM4a(seconds: number): Buffer {
  const frames = Math.ceil((seconds * AAC_RATE) / AAC_FRAME_SAMPLES);
  const duration = frames * AAC_FRAME_SAMPLES; // in samples: the movie, track and media all count in them
  const ftyp = box("ftyp", ascii("M4A "), u32(0), ascii("M4A "), ascii("mp42"), ascii("isom"));
  // The frames' offset in the file: it follows ftyp, moov and mdat's own 8-byte header, and moov's
  // size does not depend on it (stco holds it in 4 bytes whatever it is), so moov is built twice.
  const moovAt = (mdatOffset: number) => moov(frames, duration, mdatOffset);
  const mdatOffset = ftyp.length + moovAt(0).length + 8;
  const mdat = box("mdat", ...Array.from({ length: frames }, () => SILENT_AAC_FRAME));
  return Buffer.concat([ftyp, moovAt(mdatOffset), mdat]);
}

const AAC_RATE = 44_100;
/** Each AAC-LC frame holds 1,024 samples. */
const AAC_FRAME_SAMPLES = 1024;
/**
 * A raw AAC-LC frame of one channel and no sound: a single channel element (tag 0, global gain
 * 160, one long window, max_sfb 0, so no scale factors and no spectral data: every coefficient is
 * zero), no pulse, TNS or gain control data, then the end element and padding to the byte. (The
 * often-quoted 21 10 04 60 8C 1C is the same for a channel pair element: a stereo frame.)
 */
const SILENT_AAC_FRAME = Buffer.from([0x01, 0x40, 0x20, 0x07]);
/** AudioSpecificConfig: object type 2 (AAC-LC), frequency index 4 (44.1 kHz), 1 channel. */
const AUDIO_SPECIFIC_CONFIG = Buffer.from([0x12, 0x08]);
/** The identity matrix of mvhd and tkhd, in 16.16 and 2.30 fixed point. */
const UNITY_MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

function moov(frames: number, duration: number, mdatOffset: number): Buffer {
  const mvhd = fullBox(
    "mvhd",
    0,
    0,
    u32(0), // creation time
    u32(0), // modification time
    u32(AAC_RATE), // timescale
    u32(duration),
    u32(0x10000), // rate 1.0
    u16(0x100), // volume 1.0
    Buffer.alloc(10), // reserved
    UNITY_MATRIX,
    Buffer.alloc(24), // pre_defined
    u32(2), // next track ID
  );
  // Flags 3: the track is enabled and in the movie.
  const tkhd = fullBox(
    "tkhd",
    0,
    3,
    u32(0), // creation time
    u32(0), // modification time
    u32(1), // track ID
    u32(0), // reserved
    u32(duration), // in mvhd's timescale
    Buffer.alloc(8), // reserved
    u16(0), // layer
    u16(0), // alternate group
    u16(0x100), // volume 1.0: an audio track
    u16(0), // reserved
    UNITY_MATRIX,
    u32(0), // width
    u32(0), // height
  );
  const mdhd = fullBox(
    "mdhd",
    0,
    0,
    u32(0), // creation time
    u32(0), // modification time
    u32(AAC_RATE), // timescale: one tick a sample
    u32(duration),
    u16(0x55c4), // language "und", three 5-bit letters
    u16(0), // pre_defined
  );
  const hdlr = fullBox("hdlr", 0, 0, u32(0), ascii("soun"), Buffer.alloc(12), Buffer.from("SoundHandler\0"));
  const smhd = fullBox("smhd", 0, 0, u16(0), u16(0)); // balance centred, reserved
  // One data reference, flag 1: the media is in this file.
  const dinf = box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1)));
  const stbl = box(
    "stbl",
    fullBox("stsd", 0, 0, u32(1), mp4a()),
    fullBox("stts", 0, 0, u32(1), u32(frames), u32(AAC_FRAME_SAMPLES)), // every frame lasts 1,024 ticks
    fullBox("stsc", 0, 0, u32(1), u32(1), u32(frames), u32(1)), // one chunk holds every frame
    fullBox("stsz", 0, 0, u32(SILENT_AAC_FRAME.length), u32(frames)), // every frame has the same size
    fullBox("stco", 0, 0, u32(1), u32(mdatOffset)), // the chunk starts at mdat's payload
  );
  const minf = box("minf", smhd, dinf, stbl);
  return box("moov", mvhd, box("trak", tkhd, box("mdia", mdhd, hdlr, minf)));
}

/** The sample entry: AAC in MPEG-4 audio, described by an esds with the AudioSpecificConfig. */
function mp4a(): Buffer {
  const decoderConfig = descriptor(
    0x04, // DecoderConfigDescriptor
    Buffer.from([0x40]), // object type: MPEG-4 audio
    Buffer.from([0x15]), // stream type 5 (audio) << 2, not upstream, reserved bit 1
    Buffer.alloc(3), // buffer size
    u32(0), // max bitrate
    u32(0), // average bitrate
    descriptor(0x05, AUDIO_SPECIFIC_CONFIG), // DecoderSpecificInfo
  );
  const esDescriptor = descriptor(
    0x03, // ES_Descriptor
    u16(1), // ES ID
    Buffer.from([0]), // no dependency, URL or OCR stream
    decoderConfig,
    descriptor(0x06, Buffer.from([0x02])), // SLConfigDescriptor: predefined 2, as MP4 files have
  );
  return box(
    "mp4a",
    Buffer.alloc(6), // reserved
    u16(1), // data reference index
    Buffer.alloc(8), // reserved
    u16(1), // channels
    u16(16), // sample size
    u16(0), // pre_defined
    u16(0), // reserved
    u32(AAC_RATE * 0x10000), // sample rate, 16.16 fixed point
    fullBox("esds", 0, 0, esDescriptor),
  );
}

/** An MP4 box: its size (header included) in 4 bytes, its type, its content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
}

/** A box that starts with a version byte and 3 bytes of flags. */
function fullBox(type: string, version: number, flags: number, ...content: Buffer[]): Buffer {
  return box(type, u32(version * 0x1000000 + flags), ...content);
}

/** An MPEG-4 descriptor: a tag, then its length in one byte (every one here is under 128). */
function descriptor(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag, body.length]), body]);
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function ascii(text: string): Buffer {
  return Buffer.from(text, "latin1");
}
