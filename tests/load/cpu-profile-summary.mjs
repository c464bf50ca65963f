// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by file or package, and
// the total (inclusive) time of the functions of ours, over the load window bench-submit.mjs wrote.
//   node tests/load/cpu-profile-summary.mjs <dir or file.cpuprofile> [top=30] [--single]
// In a directory it reads the newest .cpuprofile and load-window.json if present (--single: the window
// of the one-at-a-time submits instead of the load).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

const args = process.argv.slice(2);
const singleWindow = args.includes('--single');
const [target = '.', topArg = '30'] = args.filter((arg) => arg !== '--single');
const top = Number(topArg);

function profileFile(path) {
  if (!statSync(path).isDirectory()) return { file: path, windowFile: null };
  const profiles = readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (profiles.length === 0) throw new Error(`No .cpuprofile in ${path}`);
  const windowFile = join(path, 'load-window.json');
  return {
    file: profiles[0],
    windowFile: readdirSync(path).includes('load-window.json') ? windowFile : null,
  };
}

const { file, windowFile } = profileFile(target);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const windows = windowFile ? JSON.parse(readFileSync(windowFile, 'utf8')) : null;
const window = singleWindow ? windows?.single : windows;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** Where a frame's code lives: our sources, a package, Node itself. */
function placeOf(url) {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return url;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/functions/dist/');
  return dist >= 0 ? url.slice(dist + 1) : url;
}

function labelOf(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url ? `${basename(url)}:${lineNumber + 1}` : ''}`.trim();
}

// Samples inside the window (timestamps: profile.startTime + running sum of timeDeltas, µs).
const selfMicros = new Map();
let time = profile.startTime;
let windowMicros = 0;
for (let index = 0; index < profile.samples.length; index += 1) {
  time += profile.timeDeltas[index];
  const delta = profile.timeDeltas[index + 1] ?? 0;
  if (window && (time < window.startUs || time > window.endUs)) continue;
  const id = profile.samples[index];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  windowMicros += delta;
}

/**
 * The area a sample belongs to: the nearest frame on its stack (leaf first) that names one. Our code by
 * function name, the SDKs by package; a sample with none (a socket write after the stack unwound) by
 * its leaf.
 */
const OUR_FUNCTIONS = [
  [/^(parseWith|readJsonBody|parseJsonBody)$/, 'ours: JSON parse + zod validation'],
  [/^createPublicInterest$/, 'ours: the handler itself'],
  [/^buildInterestEntry$/, 'ours: building the entry'],
  [/^(requestHashOf|canonicalJson|idempotentId)$/, 'ours: request hash, id'],
  [/^(logInfo|logError|hostLog|print|logHandler)$/, 'ours: logging'],
  [/^checkRateLimit$/, 'ours: rate limit'],
  [/^bodyWithinLimit$/, 'ours: body limit (clone of the body)'],
  [/^(authorize|refuseCrossSiteWrite|withNoSniff)$/, 'ours: access and origin checks'],
  [/^(findSite|toSite)$/, 'ours: site lookup'],
  [/^(enqueueJson|enqueueEmailJob)$/, 'queue put (storage-queue SDK)'],
  [/^(createOnce|createInterestOnce|withInterestListKeys)$/, 'Cosmos create (Cosmos SDK)'],
  [/^(handleEmailJob|sendEmailJob)$/, 'e-mail queue trigger'],
  [
    /^(writeHttpResponse|invoke|serve|parserOnIncoming|headerRecord|readBody|requestUrl|matchAll)$/,
    'local host HTTP server',
  ],
];
const PACKAGES = [
  [/^@azure\/cosmos$/, 'Cosmos create (Cosmos SDK)'],
  [
    /^(@azure\/storage-queue|@azure\/storage-common|fast-xml-parser|@azure\/core-xml)$/,
    'queue put (storage-queue SDK)',
  ],
  [/^@azure\/storage-blob$/, 'blob SDK (triggers)'],
];
// Shared layers: named only when no frame above them on the stack names an area.
const SHARED_PACKAGES = [
  [/^@azure\/functions$/, 'Functions request object (@azure/functions)'],
  [/^(@typespec\/ts-http-runtime|@azure\/core-.*)$/, 'Azure SDK HTTP pipeline (not attributable)'],
];
function areaOf(id) {
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url } = nodes.get(at).callFrame;
    for (const [pattern, area] of OUR_FUNCTIONS) if (pattern.test(functionName)) return area;
    const place = placeOf(url);
    for (const [pattern, area] of PACKAGES) if (pattern.test(place)) return area;
    if (
      url.includes('/functions/dist/local/') &&
      /^(process|run|poll|readReceipts|keepHidden|settle)$/.test(functionName)
    )
      return 'local host queue and blob triggers';
  }
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const place = placeOf(nodes.get(at).callFrame.url);
    for (const [pattern, area] of SHARED_PACKAGES) if (pattern.test(place)) return area;
  }
  const leaf = nodes.get(id).callFrame;
  if (leaf.functionName.startsWith('(')) return leaf.functionName;
  if (/^(writev|writeLatin1String|writeUtf8String|writeBuffer)$/.test(leaf.functionName))
    return 'socket writes (the kernel, and waiting for a core)';
  const place = placeOf(leaf.url);
  if (place === '(native/V8)' || place.startsWith('node:'))
    return 'Node HTTP, streams, promises (not attributable)';
  return `other: ${place}`;
}

const byArea = new Map();
const byFunction = new Map();
const byPlace = new Map();
const inclusive = new Map();
let idle = 0;
for (const [id, micros] of selfMicros) {
  const node = nodes.get(id);
  const name = node.callFrame.functionName;
  if (name === '(idle)') idle += micros;
  const area = areaOf(id);
  byArea.set(area, (byArea.get(area) ?? 0) + micros);
  const label = labelOf(node);
  byFunction.set(label, (byFunction.get(label) ?? 0) + micros);
  const place = name.startsWith('(') ? name : placeOf(node.callFrame.url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  // Every distinct frame on this sample's stack gets its time once (recursion counted once).
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frameLabel = labelOf(nodes.get(at));
    if (seen.has(frameLabel)) continue;
    seen.add(frameLabel);
    inclusive.set(frameLabel, (inclusive.get(frameLabel) ?? 0) + micros);
  }
}

const busy = windowMicros - idle;
const percent = (micros) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
const msText = (micros) => `${(micros / 1000).toFixed(0).padStart(6)} ms`;
function print(title, map, count, filter = () => true) {
  console.info(`\n${title}`);
  for (const [label, micros] of [...map]
    .filter(([label]) => filter(label))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)) {
    console.info(`${msText(micros)} ${percent(micros)}  ${label}`);
  }
}

console.info(
  `${basename(file)}: ${window ? 'load window' : 'whole run'} ${(windowMicros / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (${((busy / windowMicros) * 100).toFixed(0)} % of one core), idle ${(idle / 1e6).toFixed(1)} s; percentages of busy time`,
);
print('By area (nearest named frame on the stack)', byArea, top, (label) => label !== '(idle)');
print('Self time by file or package', byPlace, top, (label) => label !== '(idle)');
print('Self time by function', byFunction, top, (label) => !label.startsWith('(idle)'));
print(
  'Total (inclusive) time by function',
  inclusive,
  top,
  (label) => !label.startsWith('(root)') && !label.startsWith('(idle)'),
);
