// The CPU a test stage costs, all of it. A shell's `times` counts only the children it waited for:
// Chromium's zygote forks the renderers and leaves them to init, so a browser stage's renderers
// (half or more of its CPU) were never counted. A cpuacct control group counts every process
// started in it, whoever its parent becomes. Used when the machine has the cgroup v1 cpuacct
// controller and we may make groups in it (root on Linux, as in CI); else `times`, as before.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/sys/fs/cgroup/cpuacct';

/**
 * A control group for one stage: `enter` is a shell command that moves the shell (and so everything
 * it starts) into it, `seconds()` the CPU every process in it has used, `remove()` deletes it. Null
 * when the machine does not allow one.
 */
export function stageGroup(name) {
  const dir = join(ROOT, `carto-test-${process.pid}-${name}`);
  try {
    if (!existsSync(join(ROOT, 'cpuacct.usage'))) return null;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'cpuacct.usage'), '0');
  } catch {
    return null;
  }
  return {
    enter: `echo $$ > '${join(dir, 'cgroup.procs')}'`,
    /** user and system seconds of every process that ran in the group */
    seconds() {
      try {
        return Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
      } catch {
        return null;
      }
    },
    /** Deletes the group; a process still in it (a server a test left running) goes back to the root first. */
    remove() {
      try {
        for (const pid of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
          try {
            writeFileSync(join(ROOT, 'cgroup.procs'), pid);
          } catch {}
        }
        rmdirSync(dir);
      } catch {}
    },
  };
}

/** The whole machine's busy and idle seconds so far, from /proc/stat (Linux); null elsewhere. */
export function machineSeconds() {
  try {
    // "cpu  user nice system idle iowait irq softirq steal ...", in clock ticks (1/100 s) since boot.
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / 100, idle: idle / 100 };
  } catch {
    return null;
  }
}
