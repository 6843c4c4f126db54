import type { SuggestionSource } from '../../../shared/domain/mapping';
import type { CatalogueProduct } from '../files/types';

/**
 * A name with its code, to match item names against: a catalogue product (no source), a mapped
 * item of a branch of the chain, or a learnt alias (POS name -> code the user chose).
 */
export type NamedCode = CatalogueProduct & { source?: SuggestionSource };
