import { nextFrame, PAUSE_MS, TYPE_MS, type TypewriterState } from "./typewriter";

const WORDS = ["Quickly", "Privately", "Securely"] as const;

function run(from: TypewriterState, frames: number) {
  const shown: string[] = [];
  const delays: number[] = [];
  let state = from;
  for (let i = 0; i < frames; i++) {
    const next = nextFrame(state, WORDS);
    state = next.state;
    delays.push(next.delay);
    shown.push((WORDS[state.wordIndex] ?? "").slice(0, state.length));
  }
  return { shown, delays, state };
}

describe("the rotating word", () => {
  it("types one character every 100 ms", () => {
    const { shown, delays } = run({ wordIndex: 0, length: 0, erasing: false }, 7);
    expect(shown).toEqual(["Q", "Qu", "Qui", "Quic", "Quick", "Quickl", "Quickly"]);
    expect(delays.every((delay) => delay === TYPE_MS)).toBe(true);
    expect(TYPE_MS).toBe(100);
  });

  it("pauses 1500 ms at the end of a word, then erases it", () => {
    const { delays, shown } = run({ wordIndex: 0, length: 7, erasing: false }, 2);
    expect(delays[0]).toBe(PAUSE_MS);
    expect(PAUSE_MS).toBe(1500);
    expect(shown).toEqual(["Quickly", "Quickl"]);
  });

  it("goes Quickly, Privately, Securely and back to Quickly", () => {
    const order: number[] = [];
    let state: TypewriterState = { wordIndex: 0, length: 0, erasing: false };
    for (let i = 0; i < 200; i++) {
      state = nextFrame(state, WORDS).state;
      if (order[order.length - 1] !== state.wordIndex) order.push(state.wordIndex);
    }
    expect(order.slice(0, 4)).toEqual([0, 1, 2, 0]);
  });
});
