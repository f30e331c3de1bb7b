/**
 * Work that must reach the server with the session's token before logout revokes it, such as removing
 * this browser's push subscription. Logout waits for it, but never longer than this.
 */
const LOGOUT_TASK_TIMEOUT_MS = 3000;

export type LogoutTask = (token: string) => Promise<void>;

const tasks = new Set<LogoutTask>();

/** Returns the unregister function. */
export function onLogout(task: LogoutTask): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** Starts every task at once with the token; settles when they all have, or at the timeout. */
export async function runLogoutTasks(token: string): Promise<void> {
  const all = Promise.allSettled([...tasks].map((task) => task(token)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_TASK_TIMEOUT_MS);
  });
  await Promise.race([all, timeout]);
  clearTimeout(timer);
}
