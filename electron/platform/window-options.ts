/**
 * The BrowserWindow's webPreferences: Electron's security checklist, in one place. Pure data, so a
 * test can assert every switch without launching Electron.
 */
export function secureWebPreferences(preloadPath: string, build: { isPackaged: boolean }) {
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
    // The environment switch is for development: a packaged app ignores it, so nobody can open the
    // DevTools of a user's installed app (and read its state) by launching it with a variable set.
    devTools: !build.isPackaged && process.env.MCM_DEVTOOLS === '1',
  } as const;
}
