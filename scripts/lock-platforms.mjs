#!/usr/bin/env node
/**
 * Our npm registry serves only the Linux builds of platform packages, so npm leaves the others out of
 * package-lock.json and `npm ci` elsewhere rejects it. This locks each with its os/cpu, so `npm ci`
 * skips them as foreign. Run after `npm install` changes the lockfile.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
/** @type {[string, RegExp?][]} */
const CPU = [
  ['arm64'],
  ['x64'],
  ['ia32'],
  ['loong64'],
  ['ppc64'],
  ['riscv64'],
  ['s390x'],
  ['arm', /-arm-|-arm$/],
];

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const os = OS.find((o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`));
    if (!os) continue;
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const cpu = CPU.find(([c, re]) => (re ? re.test(name) : name.includes(`-${c}`)))?.[0];
    const version = spec.replace(/^[\^~=]/, '');
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      os: [os],
      ...(os === 'linux' ? { libc: [name.includes('musl') ? 'musl' : 'glibc'] } : {}),
      optional: true,
    };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} foreign-platform lock entries.`);
