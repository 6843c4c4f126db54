import type { SubmitProgress } from '../../shared/domain/mapping';
import { createMappingEngine, type MappingEngine } from '../core/mapping/engine';
import { words } from './i18n';
import { type CliIo, redrawLine } from './io';
import type { CliSession } from './session';

/** The mapping engine over the CLI's connection and store; closed with the session. */
export function mappingEngineFor(session: CliSession, io: CliIo): MappingEngine {
  const engine = createMappingEngine({
    store: session.stores.mapping,
    connection: {
      key: () => session.key,
      client: () => session.client,
      label: () => session.label,
    },
    now: session.now,
    onProgress: submitProgress(io),
  });
  session.defer(() => engine.close());
  return engine;
}

/** Batch progress on stderr: rewritten in place on a terminal, a line per change otherwise. */
function submitProgress(io: CliIo) {
  const tty = io.stderr.isTTY === true;
  let last = '';
  return (p: SubmitProgress) => {
    const ongoing = p.state === 'running' || p.state === 'verifying';
    const line = words().submitProgress({
      state: p.state,
      batch: Math.max(1, p.batchIndex),
      batches: p.batchCount,
      done: p.recordsDone,
      total: p.recordsTotal,
      eta: ongoing && p.etaMs !== null && p.etaMs >= 1000 ? Math.ceil(p.etaMs / 1000) : null,
    });
    if (line === last) return;
    last = line;
    if (tty) redrawLine(io, line, !ongoing);
    else io.stderr.write(`${line}\n`);
  };
}
