// Which jest test files read data/. npm test runs the others in its unit step and these on the
// editor check's copy (this checkout's data/ plus a week of edits), so each runs once and the ones
// that read content see every record of data/ and the week's changes together.
import fs from 'node:fs';
import path from 'node:path';
import { run } from './temp-project.mjs';

/** The jest test files of `project` that `jest --listTests` lists with `args`. */
function listTests(project, args) {
  return run(project, 'npx', ['jest', '--listTests', ...args])
    .output.split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith(project) && /\.test\.tsx?$/.test(l));
}

/** Every JSON file under `project`'s data/, relative to the project. */
function dataFiles(project) {
  const files = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(project, folder), { withFileTypes: true })) {
      const rel = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.json')) files.push(rel);
    }
  };
  walk('data');
  return files;
}

/**
 * The project's jest test files, split: `readingData` are those that import a data file or one of
 * lib/content's readers (jest's own dependency graph, --findRelatedTests) and those that open the
 * data folder themselves (`path.join(process.cwd(), 'data')`); `others` are the rest. Absolute paths, sorted.
 */
export function testsByData(project) {
  const readers = fs
    .readdirSync(path.join(project, 'lib', 'content'))
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join('lib', 'content', f));
  const all = listTests(project, []);
  const related = new Set(listTests(project, ['--findRelatedTests', ...dataFiles(project), ...readers]));
  for (const file of all) if (/process\.cwd\(\),\s*'data'/.test(fs.readFileSync(file, 'utf8'))) related.add(file);
  return { readingData: [...related].sort(), others: all.filter((f) => !related.has(f)).sort() };
}
