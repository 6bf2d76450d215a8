// Haptic feedback obeys the setting the root layout writes on <html> (data-haptics): on vibrates, off and
// devices without navigator.vibrate do nothing. An error toast vibrates through the same switch.
import { haptic } from "./haptics";
import { toast } from "@/components/ui/toast";

const vibrate = jest.fn(() => true);

function page(haptics: "on" | "off" | undefined, withVibrate = true) {
  Object.defineProperty(globalThis, "document", {
    value: { documentElement: { dataset: haptics ? { haptics } : {} } },
    configurable: true,
  });
  Object.defineProperty(globalThis, "navigator", {
    value: withVibrate ? { vibrate } : {},
    configurable: true,
  });
}

const original = { document: Object.getOwnPropertyDescriptor(globalThis, "document") };
afterEach(() => {
  vibrate.mockClear();
  if (original.document) Object.defineProperty(globalThis, "document", original.document);
  else delete (globalThis as { document?: unknown }).document;
});

describe("haptic", () => {
  it("vibrates briefly when the setting is on", () => {
    page("on");
    haptic("success");
    haptic("error");
    expect(vibrate.mock.calls).toEqual([[35], [[40, 60, 40]]]);
  });

  it("does nothing when the setting is off, or the page never said", () => {
    page("off");
    haptic("success");
    page(undefined);
    haptic("error");
    expect(vibrate).not.toHaveBeenCalled();
  });

  it("does nothing where the device cannot vibrate", () => {
    page("on", false);
    expect(() => haptic("success")).not.toThrow();
  });

  it("vibrates on an error toast when on, and not on a success toast", () => {
    page("on");
    toast.success("Preferences saved");
    expect(vibrate).not.toHaveBeenCalled();
    toast.error("Transfer failed");
    expect(vibrate).toHaveBeenCalledWith([40, 60, 40]);
    page("off");
    vibrate.mockClear();
    toast.error("Transfer failed");
    expect(vibrate).not.toHaveBeenCalled();
  });
});
