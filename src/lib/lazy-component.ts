import { lazy, type ComponentType } from "react";
import { lazyModule } from "./lazy-module";

/**
 * A component whose code loads when it is first drawn, or earlier with `preload`: for the parts of a screen
 * that only a person's choice shows (another tab). Once its code is here it draws at once, with no fallback
 * frame: React takes a thenable that has already settled as settled.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const code = lazyModule(load);
  let loaded: ComponentType<Props> | null = null;
  const get = () => code.get().then((component) => (loaded = component));
  const Lazy = lazy<ComponentType<Props>>(() => {
    const component = loaded;
    if (component)
      return {
        then: (settle: (value: { default: ComponentType<Props> }) => void) => settle({ default: component }),
      } as Promise<{ default: ComponentType<Props> }>;
    return get().then((component) => ({ default: component }));
  });
  return Object.assign(Lazy, { load: get, preload: () => void get().catch(() => {}) });
}
