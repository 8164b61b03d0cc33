import type { Command } from './command.ts';
import { cardsCommand } from './cards.ts';
import { validateCommand } from './validate.ts';
import { placementsCommand } from './placements.ts';
import { simulateCommand } from './simulate.ts';
import { replayCommand } from './replay.ts';
import { scoreCommand } from './score.ts';

/**
 * Every `carto` command, in the order `--help` lists them. Each lives in its own file and is
 * added here (DESIGN.md §5 lists the full set).
 */
export const commands: readonly Command[] = [scoreCommand, cardsCommand, validateCommand, placementsCommand, simulateCommand, replayCommand];
