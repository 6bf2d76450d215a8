import { jpegImage, jpegSize, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "./read-image";
import { english } from "@/test/english";

jest.mock("server-only", () => ({}));

/** The smallest JPEG structure the reader walks: SOI, an APP0 segment, SOF0 with the size, EOI. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46]);
  const sof = Buffer.alloc(10);
  sof.set([0xff, 0xc0, 0x00, 0x08, 0x08]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

describe("identity photos", () => {
  it("reads a JPEG's size from its frame, past other segments", () => {
    expect(jpegSize(jpeg(480, 360))).toEqual({ width: 480, height: 360 });
    expect(jpegImage(jpeg(303, 303))).toMatchObject({ width: 303, height: 303 });
  });

  it("refuses what is not a JPEG, empty, truncated or too large, with a person's words", () => {
    expect(() => jpegImage(Buffer.alloc(0))).toThrow(english(IMAGE_MESSAGES.empty));
    expect(() => jpegImage(Buffer.from("\x89PNG\r\n\x1a\n0000", "latin1"))).toThrow(english(IMAGE_MESSAGES.notJpeg));
    expect(() => jpegImage(jpeg(480, 480).subarray(0, 12))).toThrow(english(IMAGE_MESSAGES.unreadable));
    const heavy = Buffer.concat([jpeg(480, 480), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(() => jpegImage(heavy)).toThrow(english(IMAGE_MESSAGES.tooLarge));
  });
});
