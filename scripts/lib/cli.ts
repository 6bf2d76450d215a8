/**
 * The end of every command-line script: exit with the code main returns (0 when it returns nothing),
 * or print the error's message and exit with errorCode. Exiting explicitly also closes pools left open.
 */
export function runMain(main: () => Promise<number | void>, errorCode = 1): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(errorCode);
    },
  );
}
