/** The landing headline's rotating word: typed at 100 ms a character, 1500 ms pause at each word's end. */
export const TYPE_MS = 100;
export const PAUSE_MS = 1500;
/** Erasing is not specified; faster than typing, so the next word comes quickly. */
export const ERASE_MS = 50;

export type TypewriterState = { wordIndex: number; length: number; erasing: boolean };

/** The next frame and how long to wait before showing it. */
export function nextFrame(state: TypewriterState, words: readonly string[]): { state: TypewriterState; delay: number } {
  const word = words[state.wordIndex] ?? "";
  if (!state.erasing) {
    if (state.length < word.length) return { state: { ...state, length: state.length + 1 }, delay: TYPE_MS };
    return { state: { ...state, erasing: true }, delay: PAUSE_MS };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: ERASE_MS };
  return { state: { wordIndex: (state.wordIndex + 1) % words.length, length: 0, erasing: false }, delay: TYPE_MS };
}
