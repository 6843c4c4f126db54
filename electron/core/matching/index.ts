/** Suggestions: which catalogue product an unmapped menu item probably is. Plain Node. */

export { calibrate, type Standing, standingOf } from './calibration';
export { CALIBRATION_TABLE } from './calibration-table';
export type { NamedCode } from './named-code';
export { type Measure, type NormalisedName, normaliseName } from './normalise';
export { type SuggestOptions, suggest } from './suggest';
