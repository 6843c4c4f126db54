// One definition for the renderer's namespaces and the core's (shared/i18n), which both sides word.
export type { Translation } from '../../shared/i18n/translation';
