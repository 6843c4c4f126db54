import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, protocol, safeStorage, session, shell } from 'electron';
import Store from 'electron-store';
import { createAppCore } from './core/app/create-app';
import { demoService } from './core/connection/vault';
import { dataDir } from './core/data-folder';
import { appSchemePrivileges, registerAppProtocol } from './platform/app-protocol';
import { denyAllPermissions, hardenContents } from './platform/harden';
import { createEmitter, registerIpcHandlers } from './platform/ipc';
import { APP_ENTRY } from './platform/trusted-url';
import { createSafeStorageVault } from './platform/vault';
import { secureWebPreferences } from './platform/window-options';
import { startSimulator } from './simulator';
import { DEMO_SIMULATOR_OPTIONS } from './simulator/demo';

/*
 * Composition root. Everything with logic lives in core/ (tested under Node) or platform/ (pure
 * rules tested with fakes); this file only wires Electron's objects to them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'dist', 'renderer');
const preloadPath = join(here, 'preload.cjs');

protocol.registerSchemesAsPrivileged([appSchemePrivileges]);
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) =>
    hardenContents(contents, (url) => shell.openExternal(url)),
  );
  app.on('window-all-closed', () => app.quit());

  app.whenReady().then(async () => {
    denyAllPermissions(session.defaultSession);
    registerAppProtocol(protocol, rendererDir);

    const vault = await createSafeStorageVault(
      {
        isAvailable: () => safeStorage.isAsyncEncryptionAvailable(),
        backend: () => (process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os'),
        encrypt: (plain) => safeStorage.encryptStringAsync(plain),
        decrypt: (cipher) => safeStorage.decryptStringAsync(cipher),
      },
      new Store<Record<string, unknown>>({ name: 'vault' }),
    );

    const core = await createAppCore(
      {
        host: 'electron',
        version: app.getVersion(),
        dataDir: app.getPath('userData'),
        // The menumap CLI's folder: the app and the CLI share one rate budget (DESIGN rule 6).
        budgetDir: dataDir(process.env),
        vault,
        emit: createEmitter(() => BrowserWindow.getAllWindows().map((w) => w.webContents)),
        startDemo: async () => {
          const sim = await startSimulator(DEMO_SIMULATOR_OPTIONS);
          return demoService(sim, DEMO_SIMULATOR_OPTIONS.rateLimit, () => sim.close());
        },
      },
      { warmUp: true },
    );
    registerIpcHandlers(ipcMain, core.handlers);
    app.on('will-quit', () => void core.dispose());

    mainWindow = new BrowserWindow({
      width: 1360,
      height: 860,
      minWidth: 1024,
      minHeight: 640,
      show: false,
      title: 'Menu Code Mapper',
      webPreferences: secureWebPreferences(preloadPath, { isPackaged: app.isPackaged }),
    });
    mainWindow.once('ready-to-show', () => mainWindow?.show());
    await mainWindow.loadURL(APP_ENTRY);

    // `npm start -- --demo` goes straight to the demo.
    if (process.argv.includes('--demo')) await core.handlers['demo.start'](undefined);
  });
}
