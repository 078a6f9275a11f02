/** Calls received since start (not only successful ones), for tests such as "exactly one refresh". */
export interface Stats {
  refreshes: number;
  logins: number;
  logouts: number;
}

export function newStats(): Stats {
  return { refreshes: 0, logins: 0, logouts: 0 };
}
