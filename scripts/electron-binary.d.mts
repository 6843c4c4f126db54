export type ElectronBinary = { path: string } | { path: null; reason: string };
export function electronPackageDir(from?: string): string | null;
export function findElectronBinary(packageDir?: string | null, env?: NodeJS.ProcessEnv): ElectronBinary;
