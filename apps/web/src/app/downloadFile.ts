/** Hands the browser a file made on the page, as a download with the given name. */
export function downloadFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
