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
