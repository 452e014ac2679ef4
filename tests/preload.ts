/** The shell and the generated views, which load with the first page that shows one. */
const SHELL = [
  // The signed-in app with the home page, as a signed-in start loads them.
  () => import('../src/App').then((app) => app.preloadScreen('/')),
  () => import('../src/generator/ListView'),
  () => import('../src/generator/ShowView'),
  () => import('../src/generator/EditView'),
];

/**
 * Loads the signed-in shell and the given lazy pages before a file's tests, under the hook's own
 * time limit: the first render of a file otherwise spends seconds compiling modules, on the clock
 * of whichever test happens to come first.
 */
export async function preloadSignedInApp(
  ...pages: readonly (() => Promise<unknown>)[]
): Promise<void> {
  // One after another: Node refuses a module that parallel imports are still loading.
  for (const load of [...SHELL, ...pages]) await load();
}

/** The time limit of a preload hook: a cold compile on a busy machine. */
export const PRELOAD_TIMEOUT = 60_000;
