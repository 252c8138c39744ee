/**
 * The deploy bundle (docs/deploy.md): one folder that serves the site with `node server.js` and
 * nothing else. It holds Next's standalone output, the static files, our server and the modules it
 * imports, and each package our server imports with its dependencies.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { root } from './site-server.mjs';

/** The cache handler is loaded by path, so no import leads to it. */
const SERVER_ENTRIES = ['server/index.mjs', 'server/cache-handler.mjs'];
/** Taken as Next traced them: the whole package is mostly build tooling. */
const TRACED_ONLY = new Set(['next']);
/** Next leaves the static files to the deployer; the others are our build steps' own. */
const BUILD_EXTRAS = ['static', 'cache-seeds.json', 'agency-build.json'];
const BUILTINS = new Set(builtinModules);
/** Node never loads these. */
const PACKAGE_LEFT_OUT = /^\.bin$|\.d\.[cm]?ts$|\.map$|\.(md|markdown)$/i;

/** Production mode must be set before Next loads. */
const ENTRY = `// The deploy bundle's server (scripts/lib/bundle.mjs): node server.js [--hostname 0.0.0.0] [--port 3000]
process.env.NODE_ENV = 'production';
await import('./server/index.mjs');
`;

/**
 * `require.resolve` too: the server reads a file of react-dom that way.
 * @param {string} source
 */
export function importedSpecifiers(source) {
  const found = new Set();
  for (const pattern of [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\.resolve\(\s*['"]([^'"]+)['"]\s*\)/g,
  ])
    for (const [, specifier] of source.matchAll(pattern)) found.add(specifier);
  return [...found];
}

/**
 * Undefined for a relative path or a Node built-in.
 * @param {string} specifier
 */
export function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return name && !BUILTINS.has(name) ? name : undefined;
}

/** @param {string[]} entries  relative to root */
function serverModules(entries) {
  const modules = new Set();
  const packages = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = /** @type {string} */ (queue.pop());
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of importedSpecifiers(readFileSync(path.join(root, file), 'utf8'))) {
      const name = packageName(specifier);
      if (name) packages.add(name);
      else if (specifier.startsWith('.'))
        queue.push(path.relative(root, path.resolve(root, path.dirname(file), specifier)));
    }
  }
  return { modules: [...modules].sort(), packages: [...packages].sort() };
}

/**
 * As Node resolves it.
 * @param {string} name
 * @param {string} fromDir  absolute
 */
function installedPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return undefined;
  }
}

/**
 * Optional and peer dependencies only when installed.
 * @param {string[]} names
 */
function packageClosure(names) {
  /** @type {Set<string>} */
  const folders = new Set();
  /** @type {[string, string, boolean][]} name, where to resolve it from, whether it must exist */
  const queue = names.map((name) => [name, root, true]);
  while (queue.length) {
    const [name, fromDir, required] = /** @type {[string, string, boolean]} */ (queue.pop());
    const folder = installedPackage(name, fromDir);
    if (!folder) {
      if (required)
        throw new Error(
          `${name} is not installed (needed by ${path.relative(root, fromDir) || 'the server'})`,
        );
      continue;
    }
    const relative = path.relative(root, folder);
    if (folders.has(relative)) continue;
    folders.add(relative);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) queue.push([dependency, folder, true]);
    for (const field of ['optionalDependencies', 'peerDependencies'])
      for (const dependency of Object.keys(manifest[field] ?? {})) queue.push([dependency, folder, false]);
  }
  return [...folders].sort();
}

/**
 * `out` is emptied first.
 * @param {{ distDir: string, out: string, log?: (message: string) => void }} options
 *   distDir relative to the repository; out absolute or relative to the current folder
 * @returns {{ out: string, modules: string[], packages: string[] }}
 */
export function assembleBundle({ distDir, out, log = console.log }) {
  const build = path.join(root, distDir);
  const standalone = path.join(build, 'standalone');
  if (!existsSync(path.join(build, 'BUILD_ID')) || !existsSync(path.join(standalone, 'node_modules')))
    throw new Error(
      `${distDir} holds no complete build with its standalone output (next.config.ts: output 'standalone')`,
    );
  const target = path.resolve(out);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  /**
   * Links stay as they are: the build's own node_modules are links.
   * @param {string} from
   * @param {string} to
   * @param {RegExp} [leaveOut]  file names not copied
   */
  const copy = (from, to, leaveOut = /^\.bin$/) =>
    cpSync(from, path.join(target, to), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !leaveOut.test(path.basename(source)),
    });

  // Next's copy of the build folder has the build's name; it is served as .next. Its server.js is ours.
  for (const entry of readdirSync(standalone))
    if (!['server.js', 'package.json', 'package-lock.json', 'tsconfig.json'].includes(entry))
      copy(path.join(standalone, entry), entry === distDir ? '.next' : entry);
  for (const extra of BUILD_EXTRAS) copy(path.join(build, extra), path.join('.next', extra));
  if (existsSync(path.join(root, 'public'))) copy(path.join(root, 'public'), 'public');

  const { modules, packages } = serverModules(SERVER_ENTRIES);
  for (const file of modules) copy(path.join(root, file), file);
  const whole = packageClosure(packages.filter((name) => !TRACED_ONLY.has(name)));
  for (const folder of whole) copy(path.join(root, folder), folder, PACKAGE_LEFT_OUT);

  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  writeFileSync(
    path.join(target, 'package.json'),
    `${JSON.stringify(
      {
        name: `${manifest.name}-bundle`,
        version: manifest.version,
        private: true,
        type: 'module',
        engines: manifest.engines,
        scripts: { start: 'node server.js' },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(path.join(target, 'server.js'), ENTRY);
  log(
    `Bundle in ${target}: the build of ${distDir}, ${modules.length} server modules, ${whole.length} packages besides Next's trace`,
  );
  return { out: target, modules, packages: whole };
}
