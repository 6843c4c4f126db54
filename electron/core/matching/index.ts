/** Suggestions: which catalogue product an unmapped menu item probably is. Plain Node. */

export { calibrate } from './calibration';
export { CALIBRATION_TABLE } from './calibration-table';
export type { NamedCode } from './named-code';
export { normaliseName } from './normalise';
export { suggest } from './suggest';
