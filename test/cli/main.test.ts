import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';
import { runCli } from '../../tools/cli/main.ts';
import type { Command } from '../../tools/cli/command.ts';
import { UsageError } from '../../tools/cli/io.ts';
import pkg from '../../package.json' with { type: 'json' };

describe('carto command line', () => {
  it('prints its version', async () => {
    const r = await carto(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
    // -v too, as most command lines (and -V, as before).
    expect(await carto(['-v'])).toEqual(r);
    expect(await carto(['-V'])).toEqual(r);
  });

  it('lists the commands and options in --help', async () => {
    const r = await carto(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: carto <command> [options]');
    expect(r.stdout).toContain('--version');
  });

  it('exits 2 with a sentence on an unknown command or option', async () => {
    const r = await carto(['nonsense']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^carto: unknown command 'nonsense'\..*Run 'carto --help' for usage\.\n$/);
    const o = await carto(['--frobnicate']);
    expect(o.code).toBe(2);
    expect(o.stderr).toContain("unknown option '--frobnicate'");
  });

  it("exits 2 on packs and choices that make no table, naming each problem in the validator's English", async () => {
    const r = await carto(['simulate', '--games', '1', '--side', 'side-z']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('carto simulate: table/table choices /map: no chosen pack has the map side "side-z" (there are: side-a, side-b)\n');
  });

  it('exits 2 and prints the help when given nothing', async () => {
    const r = await carto([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('Commands:');
  });

  it('routes to a command, shows its usage, and turns a UsageError into exit 2', async () => {
    const echo: Command = {
      name: 'echo',
      summary: 'print the words',
      positionals: [{ name: 'word', description: 'what to print' }],
      options: { twice: { type: 'boolean', description: 'print it twice' } },
      json: 'print it as a JSON string',
      examples: ['carto echo hello --twice'],
      load: async () => ({
        async run(args, io) {
          const word = args.positionals[0]!;
          if (word === 'nothing') throw new UsageError('nothing to echo');
          const text = args.values.json ? JSON.stringify(word) : word;
          io.stdout(`${text}\n`.repeat(args.values.twice ? 2 : 1));
          return 0;
        },
      }),
    };
    const io = () => {
      const out = { stdout: '', stderr: '' };
      return { out, io: { stdout: (s: string) => (out.stdout += s), stderr: (s: string) => (out.stderr += s), readStdin: async () => '', cwd: '.' } };
    };
    const a = io();
    expect(await runCli(['echo', 'hi', '--twice'], a.io, [echo])).toBe(0);
    expect(a.out.stdout).toBe('hi\nhi\n');
    const b = io();
    expect(await runCli(['echo', 'nothing'], b.io, [echo])).toBe(2);
    expect(b.out.stderr).toBe("carto echo: nothing to echo\nRun 'carto echo --help' for its options and an example.\n");
    const c = io();
    expect(await runCli(['echo', '--help'], c.io, [echo])).toBe(0);
    expect(c.out.stdout).toContain('Usage: carto echo <word> [options]');
    expect(c.out.stdout).toMatch(/--twice\s+print it twice/);
    expect(c.out.stdout).toMatch(/Example:\n {2}carto echo hello --twice/);
    const d = io();
    await runCli(['--help'], d.io, [echo]);
    expect(d.out.stdout).toMatch(/echo\s+print the words/);
    // util.parseArgs is strict: an unknown option, a missing or an extra argument is exit 2 with a sentence.
    for (const [argv, message] of [
      [['echo', 'hi', '--loud'], "unknown option '--loud'"],
      [['echo'], 'name the word: what to print'],
      [['echo', 'a', 'b'], "unexpected argument 'b'"],
    ] as const) {
      const e = io();
      expect(await runCli([...argv], e.io, [echo])).toBe(2);
      expect(e.out.stderr.toLowerCase()).toContain(message.toLowerCase());
    }
  });

  it('runs as a real process through tools/cli/carto.mjs', () => {
    expect(execFileSync('node', ['tools/cli/carto.mjs', '--version'], { encoding: 'utf8' })).toBe(`${pkg.version}\n`);
    const bad = spawnSync('node', ['tools/cli/carto.mjs', 'nonsense'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("unknown command 'nonsense'");
  }, 30_000); // two node start-ups that compile the TypeScript on the fly: slow on a loaded machine
});
