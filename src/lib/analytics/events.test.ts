import { ANALYTICS_EVENT_NAMES, DEVICE_ID_PATTERN, newDeviceId, routePattern } from "./events";
import { analyticsEventSchema } from "@/lib/schemas/analytics";
import * as z from "@/lib/schemas/zod";

describe("routePattern", () => {
  it("names a screen by its pattern, never by the id in its path", () => {
    expect(routePattern("/transaction/1234")).toBe("/transaction/[id]");
    expect(routePattern("/transaction/5f0c2f0e-8a43-4f55-9a53-3f4c7b5c2b11/")).toBe("/transaction/[id]");
    expect(routePattern("/dashboard")).toBe("/dashboard");
    expect(routePattern("/add-money/return")).toBe("/add-money/return");
  });

  it("records nothing for a screen outside the list", () => {
    expect(routePattern("/transaction")).toBeNull();
    expect(routePattern("/transaction/1/share")).toBeNull();
    expect(routePattern("/login")).toBeNull();
    expect(routePattern("/")).toBeNull();
  });
});

describe("newDeviceId", () => {
  it("draws 24 letters, never a digit, each from one byte below 234 (so every letter is equally likely)", () => {
    const ids = Array.from({ length: 200 }, () => newDeviceId());
    for (const id of ids) expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(new Set(ids).size).toBe(200);
    let call = 0;
    const bytes = (buffer: Uint8Array) => buffer.map((_, i) => (call === 0 ? 234 + (i % 22) : i + 26 * (i % 9)));
    const counted = (buffer: Uint8Array) => {
      const out = bytes(buffer);
      call++;
      return out;
    };
    // The first 32 bytes are all 234 or more and are thrown away; then byte i + 26k is letter i.
    expect(newDeviceId(counted)).toBe("abcdefghijklmnopqrstuvwx");
  });
});

describe("analyticsEventSchema", () => {
  const event = { deviceId: newDeviceId(), name: "send-money:confirm", route: "/send-money" };

  it("takes a listed event on a listed route", () => {
    expect(ANALYTICS_EVENT_NAMES).toContain("send-money:confirm");
    expect(z.safeParse(analyticsEventSchema, event).success).toBe(true);
  });

  it("refuses anything that could carry an identifier: a real path, a made-up name, extra fields", () => {
    for (const bad of [
      { ...event, route: "/transaction/1234" },
      { ...event, name: "send-money:amount:50000" },
      { ...event, deviceId: "+2348031234567" },
      { ...event, deviceId: "5f0c2f0e-8a43-4f55-9a53-3f4c7b5c2b11" },
      { ...event, amount: "5000" },
    ]) {
      expect(z.safeParse(analyticsEventSchema, bad).success).toBe(false);
    }
  });
});
