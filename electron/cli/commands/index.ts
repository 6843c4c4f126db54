import type { Command } from '../command';
import { applyCommand } from './apply';
import { branchesCommand } from './branches';
import { checksCommand } from './checks';
import { doctorCommand } from './doctor';
import { historyCommand } from './history';
import { itemsCommand } from './items';
import { resumeCommand } from './resume';
import { revertCommand } from './revert';
import { serveCommand } from './serve';
import { suggestCommand } from './suggest';
import { unmappedSoldCommand } from './unmapped-sold';

/** Every command, in the order the usage text lists them. */
export const COMMANDS: readonly Command[] = [
  branchesCommand,
  itemsCommand,
  suggestCommand,
  applyCommand,
  historyCommand,
  revertCommand,
  resumeCommand,
  checksCommand,
  unmappedSoldCommand,
  doctorCommand,
  serveCommand,
];
