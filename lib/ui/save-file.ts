/**
 * Hands `blob` to the browser as a download named `name` (the one way the site saves a file: a ticket's
 * calendar entry, the console's zip, the set-aside records).
 */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download holds its own copy once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
