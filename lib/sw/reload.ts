/** Load the page again from the network (one place, so tests can watch it). */
export function reloadPage(): void {
  window.location.reload();
}
