/** Leaves the console for a page of another app on this origin (a full page load). */
export function loadPage(path: string): void {
  window.location.assign(path);
}
