// One finder for `npm start` and the tests (scripts/ is plain JavaScript, run without a build).
export {
  type ElectronBinary,
  electronPackageDir,
  findElectronBinary,
} from '../../scripts/electron-binary.mjs';
