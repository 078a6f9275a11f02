/**
 * Runs once when the server starts: a production server with a missing or weak SESSION_SECRET
 * (or any other bad setting) stops here with a message naming the variable, instead of failing
 * on the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
