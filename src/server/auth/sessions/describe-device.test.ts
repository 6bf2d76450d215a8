import { describeDevice } from "./describe-device";
import { approximatePlace } from "./approximate-place";

// Real user agents, as the browsers send them.
const AGENTS: [string, string][] = [
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    "Chrome on Android",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Safari on iPhone",
  ],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Windows"],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    "Edge on Windows",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "Safari on Mac",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
    "Chrome on iPhone",
  ],
  [
    "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    "Samsung Internet on Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0",
    "Opera on Android",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Safari on iPad",
  ],
  ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Mac"],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Chrome on ChromeOS",
  ],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "Chrome on Linux",
  ],
];

describe("describeDevice", () => {
  it.each(AGENTS)("names %s", (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected);
  });

  it("says what it knows, and 'Unknown device' when it knows nothing", () => {
    expect(describeDevice("curl/8.5.0")).toBe("Unknown device");
    expect(describeDevice("")).toBe("Unknown device");
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("SomeApp/1.0 (Android 14)")).toBe("Android");
  });

  it("reads no further than a real user agent goes, however long a forged one is", () => {
    expect(describeDevice(`${"x".repeat(100_000)} Firefox/1.0 (Windows)`)).toBe("Unknown device");
  });
});

describe("approximatePlace", () => {
  const vercel = new Headers({
    "x-vercel-ip-city": "Port%20Harcourt",
    "x-vercel-ip-country-region": "RI",
    "x-vercel-ip-country": "NG",
  });

  it("names the city and country from Vercel's headers, on Vercel", () => {
    expect(approximatePlace(vercel, true)).toBe("Port Harcourt, Nigeria");
    expect(
      approximatePlace(new Headers({ "x-vercel-ip-city": "S%C3%A3o%20Paulo", "x-vercel-ip-country": "BR" }), true),
    ).toBe("São Paulo, Brazil");
    expect(approximatePlace(new Headers({ "x-vercel-ip-country": "GH" }), true)).toBe("Ghana");
  });

  it("believes no header anywhere else: a client could write them", () => {
    expect(approximatePlace(vercel, false)).toBeNull();
  });

  it("is unknown when the headers say nothing usable", () => {
    expect(approximatePlace(new Headers(), true)).toBeNull();
    expect(
      approximatePlace(new Headers({ "x-vercel-ip-city": "%E0%A4%A", "x-vercel-ip-country": "Nigeria" }), true),
    ).toBeNull();
  });
});
