/** Opens a page of another app on this origin (the console): a full page load. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
