/**
 * The last tab chosen on a tabbed screen, kept for the browser session so coming back to the
 * screen opens it again. A tab in the address (a Fix Now link) wins over the remembered one.
 */
export function rememberedTab<T extends string>(screen: string, tabs: readonly T[], fallback: T): T {
  try {
    const saved = sessionStorage.getItem(`rendezvous.tab.${screen}`);
    return saved && (tabs as readonly string[]).includes(saved) ? (saved as T) : fallback;
  } catch {
    return fallback;
  }
}

export function rememberTab(screen: string, tab: string): void {
  try {
    sessionStorage.setItem(`rendezvous.tab.${screen}`, tab);
  } catch {
    // Storage may be unavailable (private mode); the tab is then simply not remembered.
  }
}
