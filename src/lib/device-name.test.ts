import { deviceIn, UNKNOWN_DEVICE } from "./device-name";
import { describeDevice } from "@/server/auth/sessions/describe-device";

const words = {
  on: ({ browser, system }: { browser: string; system: string }) => `${browser} sur ${system}`,
  unknown: () => "Appareil inconnu",
};

describe("deviceIn", () => {
  it("says a stored device in the reader's words, keeping the browser's and the system's names", () => {
    expect(deviceIn("Samsung Internet on Android", words)).toBe("Samsung Internet sur Android");
    expect(deviceIn(UNKNOWN_DEVICE, words)).toBe("Appareil inconnu");
    expect(deviceIn("Firefox", words)).toBe("Firefox");
    expect(deviceIn("iPhone", words)).toBe("iPhone");
  });

  it("reads back every name describeDevice writes", () => {
    const agents = [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      "curl/8.5.0",
    ];
    expect(agents.map((agent) => deviceIn(describeDevice(agent), words))).toEqual([
      "Samsung Internet sur Android",
      "Safari sur iPhone",
      "Edge sur Windows",
      "Appareil inconnu",
    ]);
  });
});
