import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("a lazy component", () => {
  it("shows its fallback until its code has arrived", () => {
    const Lazy = lazyComponent(async () => Greeting);
    const html = renderToStaticMarkup(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(html).toBe("<p>Loading</p>");
  });

  it("draws at once, without its fallback, once its code has arrived", async () => {
    const load = jest.fn(async () => Greeting);
    const Lazy = lazyComponent(load);
    await Lazy.load();
    const html = renderToStaticMarkup(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(html).toBe("<p>Hello Ada</p>");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
