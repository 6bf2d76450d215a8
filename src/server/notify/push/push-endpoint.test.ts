import { isAllowedPushEndpoint } from "./push-endpoint";

describe("which push endpoints the server sends to", () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ]) {
      expect(isAllowedPushEndpoint(endpoint, true)).toBe(true);
    }
  });

  it("refuses any other host, plain http, another port, credentials, or a look-alike name", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/x",
      "https://fcm.googleapis.com.attacker.test/x",
      "https://evilpush.apple.com.example/x",
      "https://169.254.169.254/latest/meta-data",
      "http://localhost:9999/push",
      "not a url",
    ]) {
      expect(isAllowedPushEndpoint(endpoint, true)).toBe(false);
    }
  });

  it("accepts a loopback endpoint outside production only, where the tests' push service listens", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:4567/push/1", false)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:4567/push/1", true)).toBe(false);
    expect(isAllowedPushEndpoint("http://10.0.0.5/push", false)).toBe(false);
  });
});
