/**
 * The BrowserWindow's webPreferences: Electron's security checklist, in one place. Pure data, so a
 * test can assert every switch without launching Electron.
 */
export function secureWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools: process.env.MCM_DEVTOOLS === '1',
  } as const;
}
