// The toast facade: sonner is not on the first load, so a toast may come before the toaster is up. It must
// wait for it, in order, and never be lost or shown twice.
const shown: string[] = [];
/** sonner's toasts by id: a toast with the id of one showing replaces it. */
const byId = new Map<string, string>();
jest.mock("sonner", () => ({
  toast: {
    success: (message: string) => shown.push(`success: ${message}`),
    error: (message: string, options?: { description?: string; id?: string }) => {
      shown.push(`error: ${message} (${options?.description})`);
      if (options?.id) byId.set(options.id, `${message} (${options.description})`);
    },
    info: (message: string) => shown.push(`info: ${message}`),
    dismiss: () => byId.clear(),
  },
}));

type Facade = typeof import("./toast");
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toasts before and after the toaster is up", () => {
  let facade: Facade;
  beforeEach(() => {
    shown.length = 0;
    jest.isolateModules(() => {
      facade = require("./toast");
    });
  });

  it("asks for the toaster, holds the toasts until it is up, then shows each once, in order", async () => {
    facade.toast.error("Login failed", { description: "Invalid phone number or password" });
    facade.toast.success("Money Added");
    const mounts = jest.fn();
    facade.onToasterRequested(mounts);
    expect(mounts).toHaveBeenCalledTimes(1); // asked for before the toaster listened: asked again now
    await settle();
    expect(shown).toEqual([]);

    facade.toasterMounted();
    await settle();
    expect(shown).toEqual(["error: Login failed (Invalid phone number or password)", "success: Money Added"]);
    await settle();
    expect(shown).toHaveLength(2);
  });

  it("shows a toast at once when the toaster is already up, without asking for it again", async () => {
    const mounts = jest.fn();
    facade.onToasterRequested(mounts);
    facade.toasterMounted();
    facade.toast.info("Share Feature");
    await settle();
    expect(shown).toEqual(["info: Share Feature"]);
    expect(mounts).not.toHaveBeenCalled();
  });

  it("asks a toaster that is listening as soon as the first toast comes", () => {
    const mounts = jest.fn();
    facade.onToasterRequested(mounts);
    expect(mounts).not.toHaveBeenCalled();
    facade.toast.success("Logged out");
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it("shows the same error once, the latest, when it comes again before the first is closed", async () => {
    byId.clear();
    facade.toasterMounted();
    facade.toast.error("Verification Error", { description: "Check your connection." });
    facade.toast.error("Verification Error", { description: "Still no connection." });
    facade.toast.error("Wallet Creation Error", { description: "Check your connection." });
    await settle();
    expect([...byId.values()]).toEqual([
      "Verification Error (Still no connection.)",
      "Wallet Creation Error (Check your connection.)",
    ]);
  });

  it("shows the same error again as a new toast after the screen dismissed the first, which is leaving", async () => {
    byId.clear();
    facade.toasterMounted();
    facade.toast.error("Verification Failed", { description: "We couldn't find this BVN." });
    await settle();
    const first = [...byId.keys()];
    facade.toast.dismiss();
    facade.toast.error("Verification Failed", { description: "We couldn't verify this phone number." });
    await settle();
    // Not the id of the toast on its way out, which sonner would keep dismissed.
    expect([...byId.keys()]).toHaveLength(1);
    expect([...byId.keys()]).not.toEqual(first);
    expect([...byId.values()]).toEqual(["Verification Failed (We couldn't verify this phone number.)"]);
  });
});
