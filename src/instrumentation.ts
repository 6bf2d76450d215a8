// Runs once when the server boots: a production server with a missing or weak secret, or no database,
// refuses to start and says which variable to set.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkEnvironmentAtBoot } = await import("@/server/config/boot-check");
  checkEnvironmentAtBoot();
}
