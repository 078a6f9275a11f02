// Compares two V8 heap snapshots (.heapsnapshot, e.g. from `node --heapsnapshot-signal=SIGUSR2`
// after N and 2N requests): what grew, by constructor name (count and self size), and for the
// names that grew most, the retainer chains of a few of their new objects up to a GC root. A
// leak shows as a name whose count grows with the requests and a chain that ends in a module's
// map or a global.
//
//   node scripts/bench/heap-diff.mjs before.heapsnapshot after.heapsnapshot [top=25] [chains=5] [name]
//
// `name` shows the chains of that constructor's new objects only (e.g. ServerResponse); HEAP_DIFF_FULL=1
// prints whole chains (else their middle is cut).
import { readFileSync } from 'node:fs';

/** The snapshot's flat arrays with accessors by field name. */
function load(file) {
  const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(file, 'utf8'));
  const { node_fields: nodeFields, edge_fields: edgeFields, node_types: [nodeTypes], edge_types: [edgeTypes] } = snapshot.meta;
  const nf = Object.fromEntries(nodeFields.map((name, i) => [name, i]));
  const ef = Object.fromEntries(edgeFields.map((name, i) => [name, i]));
  const nodeSize = nodeFields.length;
  const edgeSize = edgeFields.length;
  const count = nodes.length / nodeSize;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, edge = 0; i < count; i++) {
    firstEdge[i] = edge;
    edge += nodes[i * nodeSize + nf.edge_count] * edgeSize;
  }
  firstEdge[count] = edges.length;
  const type = (i) => nodeTypes[nodes[i * nodeSize + nf.type]];
  const rawName = (i) => strings[nodes[i * nodeSize + nf.name]];
  // Objects by constructor; strings, closures, arrays and code by their kind (their "names" are
  // their contents or sources, one bucket each would say nothing).
  const name = (i) => {
    const kind = type(i);
    if (kind === 'object' || kind === 'native') return rawName(i);
    if (kind === 'closure') return `(closure) ${rawName(i)}`;
    return `(${kind})`;
  };
  // Retainers: for each node, the edges that point at it (weak edges do not retain).
  const retainerCount = new Uint32Array(count + 1);
  const toNode = (edge) => edges[edge + ef.to_node] / nodeSize;
  for (let e = 0; e < edges.length; e += edgeSize) if (edgeTypes[edges[e + ef.type]] !== 'weak') retainerCount[toNode(e)]++;
  const firstRetainer = new Uint32Array(count + 1);
  for (let i = 0, sum = 0; i < count; i++) {
    firstRetainer[i] = sum;
    sum += retainerCount[i];
  }
  firstRetainer[count] = firstRetainer[count - 1] + retainerCount[count - 1];
  const retainers = new Uint32Array(firstRetainer[count] * 2);
  const filled = new Uint32Array(count);
  for (let from = 0; from < count; from++) {
    for (let e = firstEdge[from]; e < firstEdge[from + 1]; e += edgeSize) {
      if (edgeTypes[edges[e + ef.type]] === 'weak') continue;
      const to = toNode(e);
      const slot = (firstRetainer[to] + filled[to]++) * 2;
      retainers[slot] = from;
      retainers[slot + 1] = e;
    }
  }
  const edgeLabel = (e) => {
    const kind = edgeTypes[edges[e + ef.type]];
    const nameOrIndex = edges[e + ef.name_or_index];
    return kind === 'element' || kind === 'hidden' ? `[${nameOrIndex}]` : `.${strings[nameOrIndex]}`;
  };
  return {
    count,
    id: (i) => nodes[i * nodeSize + nf.id],
    selfSize: (i) => nodes[i * nodeSize + nf.self_size],
    name,
    retainersOf: (i) => {
      const list = [];
      for (let r = firstRetainer[i]; r < firstRetainer[i] + retainerCount[i]; r++) list.push({ from: retainers[r * 2], label: edgeLabel(retainers[r * 2 + 1]) });
      return list;
    },
  };
}

function byName(heap) {
  const groups = new Map();
  for (let i = 0; i < heap.count; i++) {
    const group = groups.get(heap.name(i)) ?? { count: 0, size: 0 };
    group.count++;
    group.size += heap.selfSize(i);
    groups.set(heap.name(i), group);
  }
  return groups;
}

/** One retainer chain from node `i` towards the root, breadth-first over retainers. */
function chain(heap, start, maxDepth = 60) {
  const seen = new Set([start]);
  let paths = [[{ node: start, label: '' }]];
  for (let depth = 0; depth < maxDepth; depth++) {
    const next = [];
    for (const path of paths) {
      const last = path[path.length - 1].node;
      for (const { from, label } of heap.retainersOf(last)) {
        // A WeakMap's table holds its values only while their keys live: follow the key's edge
        // to the value instead (V8 reports both), so the chain reaches what keeps the key.
        if (seen.has(from) || (label.includes('part of key') && heap.name(from) === '(array)')) continue;
        seen.add(from);
        const extended = [...path, { node: from, label }];
        if (from === 0 || heap.name(from).startsWith('(GC roots)') || heap.name(from) === '(synthetic)') return extended;
        next.push(extended);
      }
    }
    if (next.length === 0) break;
    paths = next.slice(0, 200);
  }
  return paths[0];
}

const [beforeFile, afterFile, top = '25', chains = '5', only] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: node scripts/bench/heap-diff.mjs before.heapsnapshot after.heapsnapshot [top] [chains]');
  process.exit(2);
}
const before = load(beforeFile);
const beforeGroups = byName(before);
const beforeIds = new Set();
for (let i = 0; i < before.count; i++) beforeIds.add(before.id(i));
const after = load(afterFile);
const afterGroups = byName(after);

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const rows = [...afterGroups].map(([name, { count, size }]) => {
  const old = beforeGroups.get(name) ?? { count: 0, size: 0 };
  return { name, count: count - old.count, size: size - old.size, total: size };
});
rows.sort((a, b) => b.size - a.size);
console.log(`heap: ${before.count} → ${after.count} nodes\n\ngrowth by name (count, self size):`);
for (const row of rows.slice(0, Number(top))) console.log(`${String(row.count).padStart(9)} ${kib(row.size).padStart(11)}  ${row.name.slice(0, 100)}`);

console.log('\nretainer chains of new objects (object ← retained via .edge by ← ...):');
const chosen = only ? rows.filter((r) => r.name === only) : rows.filter((r) => !r.name.startsWith('(')).slice(0, Number(chains));
for (const row of chosen) {
  const fresh = [];
  for (let i = 0; i < after.count && fresh.length < Number(process.env.HEAP_DIFF_SAMPLES ?? 3); i++) if (after.name(i) === row.name && !beforeIds.has(after.id(i))) fresh.push(i);
  for (const node of fresh) {
    const path = chain(after, node) ?? [];
    console.log(`\n${row.name.slice(0, 60)}@${after.id(node)}`);
    const steps = path.slice(1);
    // The object's own holders and the root end of the chain; the middle is mostly closures.
    const shown = steps.length > 16 && !process.env.HEAP_DIFF_FULL ? [...steps.slice(0, 8), null, ...steps.slice(-8)] : steps;
    for (const step of shown) if (!step) console.log('  ...'); else console.log(`  ← ${step.label.slice(0, 60)} of ${after.name(step.node).slice(0, 80)}@${after.id(step.node)}`);
  }
}
