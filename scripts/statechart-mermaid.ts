/**
 * A statechart as a Mermaid state diagram, generated from the machine itself, so the picture in
 * docs/ARCHITECTURE.md cannot drift from the code (a test compares them; `npm run docs:statechart`
 * writes it).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

function id(node: AnyStateNode): string {
  return node.path.join('_') || 'root';
}

function label(event: string): string {
  if (event.startsWith('xstate.done.actor.')) return 'done';
  if (event.startsWith('xstate.error.actor.')) return 'failed';
  return event.replace(/^table\./, '').replace(/^source\./, 'source ');
}

function lines(node: AnyStateNode, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const out: string[] = [];
  const children = Object.values(node.states) as AnyStateNode[];
  // A parallel state has no initial child: its regions run together, drawn side by side (`--`).
  const parallel = node.type === 'parallel';
  if (!parallel && node.initial && children.length) out.push(`${pad}[*] --> ${id(node.initial.target[0] as AnyStateNode)}`);
  for (const [i, child] of children.entries()) {
    if (parallel && i > 0) out.push(`${pad}--`);
    const grand = Object.values(child.states);
    if (grand.length) {
      out.push(`${pad}state ${child.key} as ${id(child)} {`);
      out.push(...lines(child, depth + 1));
      out.push(`${pad}}`);
    } else out.push(`${pad}state "${child.key}" as ${id(child)}`);
    if (child.type === 'final') out.push(`${pad}${id(child)} --> [*]`);
  }
  for (const child of children) {
    const seen = new Set<string>();
    for (const [event, transitions] of child.transitions) {
      for (const t of transitions) {
        for (const target of t.target ?? []) {
          const edge = `${id(child)} --> ${id(target)}: ${label(event)}`;
          if (target !== child && !seen.has(edge)) out.push(pad + edge), seen.add(edge);
        }
      }
    }
    for (const t of child.always ?? []) {
      for (const target of t.target ?? []) {
        const edge = `${id(child)} --> ${id(target)}`;
        if (!seen.has(edge)) out.push(pad + edge), seen.add(edge);
      }
    }
  }
  return out;
}

export function mermaidOf(machine: AnyStateMachine): string {
  return ['stateDiagram-v2', ...lines(machine.root, 1)].join('\n');
}
