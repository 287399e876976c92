// Spec §9's page-reload guard: after a deploy, an open tab may ask for a lazily loaded chunk that no longer
// exists; one reload fetches the new build. A second failure within 10 seconds means reloading will not help,
// so the caller shows the error page instead of reloading forever. The same window stops sign-in loops.
export const reloadGuardWindowMs = 10_000;

export const reloadGuardKeys = {
  chunkReload: 'chunk_reload_at',
  signInRedirect: 'sign_in_redirect_at',
} as const;

type GuardOptions = {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
};

type ReloadOptions = GuardOptions & { reload?: () => void };

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

/** Whether an error is a lazily loaded chunk that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : '';
  return chunkErrorPattern.test(text);
}

/** Takes the window's one slot: true (and the time noted) unless it was taken less than 10 s ago. */
function claim(key: string, { storage = window.sessionStorage, now = Date.now }: GuardOptions): boolean {
  const at = now();
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && at - last >= 0 && at - last < reloadGuardWindowMs) return false;
  storage.setItem(key, String(at));
  return true;
}

/**
 * `reloadOnceOnChunkError(error)` in an error boundary or a lazy import's catch: reloads the page and returns
 * true for a chunk failure, unless it already did so less than 10 s ago; false means "show the error page".
 */
export function reloadOnceOnChunkError(error: unknown, options: ReloadOptions = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!claim(reloadGuardKeys.chunkReload, options)) return false;
  (options.reload ?? (() => window.location.reload()))();
  return true;
}

/**
 * Whether an automatic redirect to the identity provider may happen now: at most one within 10 s, so a
 * sign-in that keeps failing stops on a screen instead of bouncing between the portal and the provider.
 */
export function claimSignInRedirect(options: GuardOptions = {}): boolean {
  return claim(reloadGuardKeys.signInRedirect, options);
}
