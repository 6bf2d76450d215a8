import type { FieldValues, Resolver } from "react-hook-form";
import { lazyModule } from "@/lib/lazy-module";

/**
 * A react-hook-form resolver whose code (zod, the schema, @hookform/resolvers) loads on first use or on
 * `preload`, not with the page. If it cannot load (offline), the form goes unchecked on the screen: the
 * server checks the same schema and answers with the same messages.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> & { preload: () => void } {
  const code = lazyModule(load);
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) => {
    try {
      return await (
        await code.get()
      )(values, context, options);
    } catch {
      return { values: values as unknown as TOutput, errors: {} };
    }
  };
  return Object.assign(resolver, { preload: code.preload });
}
