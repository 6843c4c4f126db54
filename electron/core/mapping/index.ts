/**
 * The mapping engine's public surface (app handlers, CLI, tests).
 *
 * A headless run (the CLI's apply / history / revert) without the handler layer:
 *
 *   const db = openDatabase(file);                       // store/database
 *   const engine = createMappingEngine({ db, connection: { key, client, label } });
 *   const view = await engine.loadItems(branch, { refresh: true });
 *   const report = buildImportReport(rows, view.items, view.draft, view.ignored, { fileName });
 *   const dry = await engine.preview(branch, report.edits);          // --dry-run: draft untouched
 *   engine.editDraft(branch, report.edits);
 *   const { submissionId, done } = await engine.submit(branch, {
 *     confirmClears, onConflict, batchSize, refuseInvalid: true, onProgress });
 *   const entry = await done;                                       // JournalEntry, state done|partial|...
 *   engine.resume(id, { onProgress }).done;  engine.journalList({ branch });  engine.journalGet(id);
 *   await engine.revert(id);  // then preview + submit as above
 *   await engine.close(); db.close();
 */
export { createMappingEngine, type MappingEngine } from './engine';
export type { SubmitOptions } from './engine-submit';
