// A JPEG's structure (start, a JFIF segment, a frame with its size, end) for tests of identity photos: the
// server reads only the markers, and the sandbox judges a face by the size (docs/sandbox.md, Identity).
export function testJpeg(width: number, height = width): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46]);
  const sof = Buffer.alloc(10);
  sof.set([0xff, 0xc0, 0x00, 0x08, 0x08]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A selfie the sandbox matches: a 480 px square, as the screens send from Chromium's fake camera. */
export const MATCHING_SELFIE = testJpeg(480);
