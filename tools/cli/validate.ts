import { cardTextWarningSentence } from '../../i18n/card-text-warnings.ts';
import { cardTextWarnings } from '../../src/content/card-texts.ts';
import { loadPack } from '../../src/content/load.ts';
import type { ParsedArgs } from './command.ts';
import { EXIT_BAD_INPUT, EXIT_OK, InputError, type CliIo } from './io.ts';
import { packProblems, readPack } from './packs.ts';

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const json = args.values.json === true;
  const pack = await readPack(args.positionals[0]!, io);
  const problems = packProblems(pack);
  if (problems.length) {
    if (json) io.stdout(JSON.stringify({ valid: false, pack: pack.source, problems }) + '\n');
    else {
      for (const p of problems) io.stderr(`${new InputError(p, p.message).describe()}\n`);
      io.stderr(`carto validate: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${pack.source}\n`);
    }
    return EXIT_BAD_INPUT;
  }
  const loaded = loadPack(pack.files, { source: pack.source });
  const count = Object.keys(loaded.byId).length;
  // A card text that no longer says its rule's numbers or terrains is a warning: the pack stays valid.
  const warnings = cardTextWarnings(pack.files).map((w) => ({
    ...pack.locate(w),
    code: 'card-text.mismatch',
    id: w.id,
    locale: w.locale,
    mismatches: w.mismatches,
    message: cardTextWarningSentence(w),
  }));
  if (json) io.stdout(JSON.stringify({ valid: true, pack: pack.source, id: loaded.id, cards: count, problems: [], warnings }) + '\n');
  else {
    for (const w of warnings) io.stderr(`warning: ${w.source} ${w.pointer || '/'}: ${w.message}\n`);
    io.stdout(
      `${pack.source}: pack "${loaded.id}" is valid (${count} card${count === 1 ? '' : 's'}${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''})\n`,
    );
  }
  return EXIT_OK;
}
