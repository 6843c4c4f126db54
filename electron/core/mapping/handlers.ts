import type { mappingMethods } from '../../../shared/contract/mapping';
import type { TeamMember } from '../../../shared/domain/connection';
import { csvFormatFor } from '../../../shared/domain/locale';
import type { DomainDeps } from '../domain-deps';
import { say } from '../error-messages';
import { AppError } from '../errors';
import { buildImportReport, fromPayload, mappingExportName, toPayload } from '../files';
import type { HandlerSlice } from '../handler-types';
import type { MappingStore } from '../store/mapping-store';
import { inWorker } from '../workers';
import { createMappingEngine, type MappingEngine } from './engine';

type MappingMethod = keyof typeof mappingMethods;

export type MappingSlice = {
  handlers: HandlerSlice<MappingMethod>;
  engine: MappingEngine;
  /** Halts running submissions (they stay resumable); call before closing the store. */
  dispose(): Promise<void>;
};

const readOnly = (team: TeamMember | null) =>
  team?.role === 'viewer'
    ? new AppError(
        'read_only',
        `On the team server, ${team.user} is a viewer: you can browse and export, not change codes. Ask a team admin for the mapper role.`,
        { say: say('profile.teamViewer', { user: team.user }) },
      )
    : new AppError(
        'read_only',
        'This connection profile is read-only: you can browse codes but not change them.',
        {
          say: say('profile.readOnly'),
        },
      );

/**
 * The mapping domain over the contract: branches, items, drafts, ignore lists, preview, submit,
 * history, copy, import/export and suggestions. Thin: validation of inputs happened in dispatch();
 * the engine does the work; read-only profiles are refused here for every write.
 */
export function createMappingSlice(deps: DomainDeps, store: MappingStore): MappingSlice {
  const engine = createMappingEngine({
    store,
    connection: deps.connection,
    now: deps.now,
    batchSize: () => deps.settings().batchSize,
    onProgress: (p) => deps.emit('submit.progress', p),
    onChainStatus: (status) => deps.emit('chain.submit', status),
    onStoreUpdated: (scope, branch) =>
      deps.emit('store.updated', branch === undefined ? { scope } : { scope, branch }),
  });
  /** A write: refused on a read-only profile before anything runs. */
  const writing =
    <I, O>(write: (input: I) => O | Promise<O>) =>
    async (input: I): Promise<O> => {
      if (deps.connection.readOnly()) throw readOnly(deps.connection.team?.() ?? null);
      return write(input);
    };

  const handlers: HandlerSlice<MappingMethod> = {
    'branches.list': ({ refresh }) => engine.listBranches({ refresh }),
    'items.load': ({ branch, refresh }) => engine.loadItems(branch, { refresh }),
    'items.chain': async ({ onlyDisagreeing }) => engine.chain({ onlyDisagreeing }),

    'draft.get': async ({ branch }) => engine.draft(branch),
    'draft.edit': writing(({ branch, edits }) => engine.editDraft(branch, edits)),
    'draft.discard': writing(({ branch }) => {
      engine.discardDraft(branch);
    }),
    'ignore.set': writing(({ branch, itemIds, ignored }) => engine.setIgnored(branch, itemIds, ignored)),

    'mapping.preview': async ({ branch }) => {
      const preview = await engine.preview(branch);
      const suggested = engine.fromSuggestions(preview.rows).map((r) => r.itemId);
      return { ...preview, fromSuggestions: suggested.length, suggestedIds: suggested };
    },
    'mapping.submit': writing(async ({ branch, confirmClears, conflicts, batchSize }) => {
      const started = await engine.submit(branch, { confirmClears, conflicts, batchSize });
      return { submissionId: started.submissionId };
    }),
    // Cancelling only ever stops sending: allowed even on a profile that became read-only meanwhile.
    'mapping.cancel': async ({ submissionId }) => engine.cancel(submissionId),
    'mapping.resume': writing(({ submissionId }) => ({
      submissionId: engine.resume(submissionId).submissionId,
    })),

    'journal.list': async ({ branch }) => engine.journalList({ branch }),
    'journal.get': async ({ id }) => engine.journalGet(id),
    'journal.revert': writing(({ id }) => engine.revert(id)),

    'copy.preview': ({ source, targets, includeClears, itemIds, fillEmptyOnly }) =>
      engine.copyPreview(source, targets, {
        includeClears: includeClears ?? false,
        fillEmptyOnly: fillEmptyOnly ?? false,
        ...(itemIds ? { itemIds } : {}),
      }),
    'copy.toDrafts': writing(({ source, targets, includeClears, itemIds, fillEmptyOnly }) =>
      engine.copyToDrafts(source, targets, includeClears, itemIds, fillEmptyOnly ?? false),
    ),
    'chain.preview': async ({ action, options }) => engine.chainPreview(action, options),
    'chain.previewRows': async ({ action, options, branch, offset }) =>
      engine.chainPreviewRows(action, options, branch, offset),
    'chain.toDrafts': writing(({ action, options }) => engine.chainToDrafts(action, options)),
    'chain.submit': writing(({ branches }) => ({ chainId: engine.submitChain(branches).chainId })),
    // As with one branch, stopping is allowed even on a profile that became read-only meanwhile.
    'chain.cancel': async ({ chainId }) => engine.cancelChain(chainId),

    /**
     * What the grid shows: cached codes with the valid draft edits on top (marked in the Draft
     * column), or the live codes only; and the Ignored column.
     */
    'mapping.export': async ({ branch, format, csv, liveOnly }) => {
      await engine.loadItems(branch);
      const { items, ignored, drafted } = engine.currentItems(branch, { liveOnly });
      const bytes = await inWorker.exportMapping(items, ignored, format, {
        learnt: engine.learntDecisions(),
        draftIds: drafted,
        csv: csv ?? csvFormatFor(deps.settings().locale ?? 'en'),
      });
      return toPayload(bytes, mappingExportName(branch, deps.now(), format), format);
    },
    /** Reads the file and reports; nothing changes until the renderer sends the edits to draft.edit. */
    'mapping.importFile': async ({ branch, file }) => {
      const rows = await inWorker.readMappingFile(fromPayload(file), file.fileName);
      const learnt = await inWorker.readLearntSheet(fromPayload(file), file.fileName);
      const view = await engine.loadItems(branch);
      const report = buildImportReport(rows, view.items, view.draft, view.ignored, {
        fileName: file.fileName,
      });
      return learnt.length > 0 ? { ...report, learnt } : report;
    },
    'catalogue.import': async ({ file }) => {
      const products = await inWorker.readCatalogue(fromPayload(file), file.fileName);
      return { products: engine.importCatalogue(products, file.fileName) };
    },
    /** Candidates for the items still unmapped with the draft applied, ignored items left out. */
    'suggestions.list': async ({ branch, limit }) => {
      const { entries, rejections } = engine.suggestionSources(branch, { catalogue: true, chain: true });
      if (entries.length === 0) return [];
      await engine.loadItems(branch);
      const { items, ignored } = engine.currentItems(branch);
      return inWorker.suggest(
        items.filter((it) => !ignored.has(it.itemId)),
        entries,
        { limit, rejections },
      );
    },
    'suggestions.decide': async ({ decisions }) => {
      engine.recordDecisions(decisions);
    },
    'suggestions.learnt': async () => engine.learntDecisions(),
    'suggestions.forget': async ({ decisions }) => {
      engine.forgetDecisions(decisions);
      return engine.learntDecisions();
    },
  };

  return { handlers, engine, dispose: () => engine.close() };
}
