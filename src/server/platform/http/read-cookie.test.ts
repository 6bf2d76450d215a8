import { readCookie } from "./read-cookie";

const request = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

describe("readCookie", () => {
  it("reads one cookie's decoded value among others", () => {
    expect(readCookie(request("a=1; veil-language=fr; b=%20x"), "veil-language")).toBe("fr");
    expect(readCookie(request("a=1; b=%20x"), "b")).toBe(" x");
    expect(readCookie(request("a=1"), "veil-language")).toBeUndefined();
  });

  it("reads a value that is not valid percent-encoding as absent, never as an error", () => {
    for (const planted of ["%", "%ff%fe", "fr%", "%E0%A4%A"]) {
      expect(readCookie(request(`veil-language=${planted}`), "veil-language")).toBeUndefined();
    }
  });
});
