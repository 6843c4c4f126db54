import { contextBridge, ipcRenderer } from 'electron';
import { buildPreloadApi } from './platform/preload-api';

// The renderer's whole view of main: named contract methods and `on`. Never raw ipcRenderer.
contextBridge.exposeInMainWorld('api', buildPreloadApi(ipcRenderer));
