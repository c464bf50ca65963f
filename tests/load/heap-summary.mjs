// Summarises a V8 heap snapshot (.heapsnapshot JSON, as --heapsnapshot-signal or v8.writeHeapSnapshot
// write it): total self size, and the largest groups by node type and constructor or string kind.
//   node tests/load/heap-summary.mjs Heap.x.heapsnapshot [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
for (const file of positionals) {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8'));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const groups = new Map();
  let total = 0;
  for (let index = 0; index < nodes.length; index += width) {
    const type = types[nodes[index + typeAt]];
    const size = nodes[index + sizeAt];
    total += size;
    // Strings and code are grouped by kind; objects by constructor name.
    const name = ['object', 'closure', 'native'].includes(type)
      ? strings[nodes[index + nameAt]].slice(0, 60)
      : '';
    const key = `${type} ${name}`.trim();
    const group = groups.get(key) ?? { count: 0, size: 0 };
    group.count += 1;
    group.size += size;
    groups.set(key, group);
  }
  const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
  console.info(`${file}: ${mb(total)} MB in ${nodes.length / width} nodes`);
  for (const [key, group] of [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, Number(values.top))) {
    console.info(`  ${mb(group.size).padStart(7)} MB ${String(group.count).padStart(9)}  ${key}`);
  }
}
