/**
 * Opens an empty tab now, within the user's click (a tab opened later, after the file arrives, is
 * stopped by popup blockers). Null when the browser gives none. The tab is cut from the app
 * (`opener = null`); it shows only the file the app puts in it.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Shows a fetched file (a blob) in a tab from `openPendingTab`, in the browser's own viewer. */
export function openBlob(tab: Window, blob: Blob): void {
  // Not revoked: the tab's reload and its viewer's own "save" read the URL again (a certificate is a
  // few dozen kB, given back when the app's page closes).
  tab.location.href = URL.createObjectURL(blob);
}
