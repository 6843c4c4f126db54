import type { SuggestionSource } from '../../../shared/domain/mapping';
import type { CatalogueProduct } from '../files/types';

/**
 * A name with its code, to match item names against: a catalogue product (no source), a mapped
 * item of a branch of the chain, or a learnt alias (POS name -> code the user chose). A chain
 * entry says how many branches map that ItemNo and name to that code (`branches`, default 1).
 */
export type NamedCode = CatalogueProduct & { source?: SuggestionSource; branches?: number };
