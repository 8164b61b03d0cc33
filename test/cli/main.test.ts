import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';
import { runCli } from '../../cli/main.ts';
import type { Command } from '../../cli/command.ts';
import { UsageError } from '../../cli/io.ts';
import pkg from '../../package.json' with { type: 'json' };

describe('carto command line', () => {
  it('prints its version', async () => {
    const r = await carto(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
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

  it('exits 2 and prints the help when given nothing', async () => {
    const r = await carto([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('Commands:');
  });

  it('routes to a command, shows its usage, and turns a UsageError into exit 2', async () => {
    const echo: Command = {
      name: 'echo',
      summary: 'print the arguments',
      usage: 'carto echo <words...>',
      async run(args, io) {
        if (args.length === 0) throw new UsageError('nothing to echo');
        io.stdout(args.join(' ') + '\n');
        return 0;
      },
    };
    const io = () => {
      const out = { stdout: '', stderr: '' };
      return { out, io: { stdout: (s: string) => (out.stdout += s), stderr: (s: string) => (out.stderr += s), readStdin: async () => '', cwd: '.' } };
    };
    const a = io();
    expect(await runCli(['echo', 'a', 'b'], a.io, [echo])).toBe(0);
    expect(a.out.stdout).toBe('a b\n');
    const b = io();
    expect(await runCli(['echo'], b.io, [echo])).toBe(2);
    expect(b.out.stderr).toBe('carto echo: nothing to echo\n');
    const c = io();
    expect(await runCli(['echo', '--help'], c.io, [echo])).toBe(0);
    expect(c.out.stdout).toContain('Usage: carto echo <words...>');
    const d = io();
    await runCli(['--help'], d.io, [echo]);
    expect(d.out.stdout).toMatch(/echo\s+print the arguments/);
  });

  it('runs as a real process through bin/carto.mjs', () => {
    expect(execFileSync('node', ['bin/carto.mjs', '--version'], { encoding: 'utf8' })).toBe(`${pkg.version}\n`);
    const bad = spawnSync('node', ['bin/carto.mjs', 'nonsense'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("unknown command 'nonsense'");
  }, 30_000); // two node start-ups that compile the TypeScript on the fly: slow on a loaded machine
});
