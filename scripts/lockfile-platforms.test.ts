import { platformOf } from "./lockfile-platforms";

describe("platformOf", () => {
  it.each([
    ["@next/swc-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@next/swc-win32-x64-msvc", { os: ["win32"], cpu: ["x64"] }],
    ["@unrs/resolver-binding-linux-arm-musleabihf", { os: ["linux"], cpu: ["arm"], libc: ["musl"] }],
    ["@unrs/resolver-binding-linux-riscv64-gnu", { os: ["linux"], cpu: ["riscv64"], libc: ["glibc"] }],
    ["@tailwindcss/oxide-wasm32-wasi", { cpu: ["wasm32"] }],
  ])("reads %s's platform from its name", (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it("leaves alone a package whose name names no platform", () => {
    expect(platformOf("@emnapi/runtime")).toBeNull();
  });
});
