/** The desktop shell. Paths come from main's own records, never from the renderer. */
export interface Shell {
  showItemInFolder(filePath: string): void;
}

export const inertShell: Shell = {
  showItemInFolder: () => undefined,
};
