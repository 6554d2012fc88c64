import type { StoredFile } from '@yardline/domain/files/export';

/**
 * Downloads a file the server stored (an export, a report): a same-origin link, so the session
 * cookie goes with it and the browser saves it under its name.
 */
export function downloadFile(file: Pick<StoredFile, 'name' | 'path'>): void {
  const link = document.createElement('a');
  link.href = file.path;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
}
