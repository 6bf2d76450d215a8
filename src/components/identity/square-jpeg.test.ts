import { translator } from "@/i18n/translator";
import { SELFIE_MAX_SIDE, cameraProblem, squareCrop } from "./square-jpeg";

describe("squareCrop", () => {
  it("takes the middle square of Chromium's fake camera, 640x480, at its own size", () => {
    expect(squareCrop(640, 480)).toEqual({ sx: 80, sy: 0, side: 480, size: 480 });
  });

  it("shrinks a large portrait photo's square to 720 px, never enlarges a small one", () => {
    expect(squareCrop(3000, 4000)).toEqual({ sx: 0, sy: 500, side: 3000, size: SELFIE_MAX_SIDE });
    expect(squareCrop(303, 303)).toEqual({ sx: 0, sy: 0, side: 303, size: 303 });
  });
});

describe("cameraProblem", () => {
  it("says why the camera did not open, in words, in each language", () => {
    const en = translator("en");
    const why = (error: unknown) => en(`identity.${cameraProblem(error)}`);
    expect(why(new DOMException("denied", "NotAllowedError"))).toBe("permission to use it was refused");
    expect(why(new DOMException("none", "NotFoundError"))).toBe("this device has no camera we can use");
    expect(why(new DOMException("busy", "NotReadableError"))).toBe("another app is using it");
    expect(why(new Error("odd"))).toBe("your browser doesn't allow it here");
    expect(translator("fr")(`identity.${cameraProblem(new DOMException("busy", "NotReadableError"))}`)).toBe(
      "une autre application l'utilise",
    );
  });
});
