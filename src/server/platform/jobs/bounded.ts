/**
 * Runs `work` over `items` with at most `limit` at once, and starts no item after `deadline` (epoch ms).
 * A failed item is the item's own business: `work` handles its errors, so one failure never stops the rest.
 * Returns how many items were started.
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  deadline: number,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && Date.now() < deadline) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return next;
}
