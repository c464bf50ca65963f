/**
 * The files that load before a module of a Vite build manifest runs: its chunk and every chunk it
 * imports statically, with their style sheets when `css` is set. One walk for the prerender (what a
 * page's HTML preloads) and the bench (what a first screen weighs). A key the manifest lacks is a
 * module renamed or moved since first-screens.json named it: an error, not a smaller count.
 */
export function manifestFiles(manifest, keys, { css = false } = {}) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    if (css) for (const sheet of chunk.css ?? []) files.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
