/** The middle value (the upper middle for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
