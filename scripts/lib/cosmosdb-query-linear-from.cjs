// Preload for the local Cosmos emulator (@vercel/cosmosdb-server → @zeit/cosmosdb-query): its compiled
// queries build the FROM rows with `reduce(($, c) => cond ? [...$, { c }] : $, [])`, a copy of the
// accumulator per document, so every query costs O(n²) in the container's size (20,000 documents: 40 s
// per query; 50,000: minutes). This rewrites that node to `($.push({ c }), $)`: the same rows in O(n).
// The emulator launcher (scripts/cosmos-emulator.mjs) loads it first, so every local stack (npm start,
// the tests, the bench's 50,000 entries) has it. Processes without the emulator package are left alone.
function isDollar(node) {
  return Boolean(node) && node.type === 'Identifier' && node.name === '$';
}

function rewrite(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) rewrite(child);
    return;
  }
  if (
    node.type === 'ConditionalExpression' &&
    isDollar(node.alternate) &&
    node.consequent?.type === 'ArrayExpression'
  ) {
    const [first, second, ...rest] = node.consequent.elements;
    if (
      rest.length === 0 &&
      first?.type === 'SpreadElement' &&
      isDollar(first.argument) &&
      second?.type !== 'SpreadElement'
    ) {
      node.consequent = {
        type: 'SequenceExpression',
        expressions: [
          {
            type: 'CallExpression',
            callee: {
              type: 'MemberExpression',
              object: { type: 'Identifier', name: '$' },
              property: { type: 'Identifier', name: 'push' },
              computed: false,
            },
            arguments: [second],
          },
          { type: 'Identifier', name: '$' },
        ],
      };
    }
  }
  for (const key of Object.keys(node)) if (key !== 'loc') rewrite(node[key]);
}

try {
  const transformer = require('@zeit/cosmosdb-query/lib/transformer');
  const original = transformer.default;
  transformer.default = (...args) => {
    const ast = original(...args);
    rewrite(ast);
    return ast;
  };
} catch {
  // Not installed here: nothing to speed up.
}
