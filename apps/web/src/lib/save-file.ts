import { apiDownload } from './api-client';

/**
 * Saves a blob the page already holds (a file fetched with the bearer header) as a download: an object
 * URL clicked through a temporary <a download>, then released.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released on the next turn: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the API makes (a CSV export) and saves it under the name the server gives, else
 * `fallbackName`. A failure is shown by the api client's toast, then thrown.
 */
export async function saveApiFile(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path);
  saveFile(blob, fileName ?? fallbackName);
}

/**
 * Opens a file the API makes (a PDF to print) in a new tab. The tab is opened at the click, before the
 * file arrives, so the browser does not take it for a pop-up; if it is blocked all the same, the file
 * is saved instead. A failure closes the tab, is shown by the api client's toast, then thrown.
 */
export async function openApiFile(
  path: string,
  fallbackName: string,
  request: { method?: 'POST'; body?: unknown } = {},
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob, fileName } = await apiDownload(path, request);
    if (!tab || tab.closed) {
      saveFile(blob, fileName ?? fallbackName);
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    // Kept a while: the tab's viewer reads the file after it navigates, and may print it again.
    setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Today's local date as YYYY-MM-DD (en-CA writes it so), for the names of saved files. */
export function localDate(): string {
  return new Date().toLocaleDateString('en-CA');
}
