/** Suggestions: which catalogue product an unmapped menu item probably is. Plain Node. */
export { type Measure, type NormalisedName, normaliseName } from './normalise';
export { type SuggestOptions, suggest } from './suggest';
