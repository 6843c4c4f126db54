import type { CatalogueProduct } from '../../../../electron/core/files/types';
import type { SuggestionSource } from '../../../../shared/domain/mapping';

/**
 * A name with its code, to match item names against: a catalogue product (no source), a mapped
 * item of a branch of the chain, or a learnt alias (POS name -> code the user chose).
 */
export type NamedCode = CatalogueProduct & { source?: SuggestionSource };
