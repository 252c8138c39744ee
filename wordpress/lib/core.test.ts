// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CORE_RELEASES,
  isCorePrepared,
  machineAptSources,
  machineDebianMirrors,
  parseLibraryDependencies,
} from './core.mjs';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-core-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An /etc/apt lookalike with the given files (paths relative to it). */
function etcApt(files: Record<string, string>) {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the machine apt sources', () => {
  it('reads deb822 stanzas, skipping comments, deb-src-only and disabled ones', () => {
    const dir = etcApt({
      'sources.list.d/debian.sources': [
        'Types: deb',
        '# http://snapshot.debian.org/archive/debian/20250520T000000Z',
        'URIs: http://mirror.example/debian/',
        'Suites: bookworm bookworm-updates',
        'Components: main',
        'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
        '',
        'Types: deb-src',
        'URIs: http://src.example/debian',
        'Suites: bookworm',
        '',
        'Types: deb',
        'Enabled: no',
        'URIs: http://off.example/debian',
        'Suites: bookworm',
        '',
        'Types: deb',
        'URIs: http://mirror.example/debian-security',
        'Suites: bookworm-security',
      ].join('\n'),
    });
    expect(machineAptSources(dir)).toEqual([
      { uri: 'http://mirror.example/debian/', suites: ['bookworm', 'bookworm-updates'] },
      { uri: 'http://mirror.example/debian-security', suites: ['bookworm-security'] },
    ]);
    expect(machineDebianMirrors(dir)).toEqual({
      archive: 'http://mirror.example/debian',
      security: 'http://mirror.example/debian-security',
    });
  });

  it('reads one-line sources.list entries with options, ignoring non-Debian repositories', () => {
    const dir = etcApt({
      'sources.list': [
        '# deb http://commented.example/debian bookworm main',
        'deb [arch=amd64 signed-by=/usr/share/keyrings/nodesource.gpg] https://deb.nodesource.com/node_20.x nodistro main',
        'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] https://ftp.example.org/debian bookworm main',
        'deb-src http://ftp.example.org/debian bookworm main',
      ].join('\n'),
    });
    expect(machineDebianMirrors(dir)).toEqual({ archive: 'https://ftp.example.org/debian', security: null });
  });

  it('refuses a machine without a Debian archive', () => {
    const dir = etcApt({ 'sources.list': 'deb http://archive.ubuntu.com/ubuntu noble main\n' });
    expect(() => machineDebianMirrors(dir)).toThrow(/no Debian archive/);
  });
});

describe('the core cache marker', () => {
  function core(version: string, marker: string | null) {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'wp-includes'));
    fs.writeFileSync(path.join(dir, 'wp-includes', 'version.php'), `<?php\n$wp_version = '${version}';\n`);
    if (marker !== null) fs.writeFileSync(path.join(dir, '.agency-core-ready'), marker);
    return dir;
  }

  it('accepts a finished trixie 6.8 core', () => {
    expect(isCorePrepared(core('6.8.12', 'trixie 6.8.12 links-resolved\n'))).toBe(true);
  });

  it('prepares again a core marked before its symlinks were resolved on copy', () => {
    expect(isCorePrepared(core('6.8.12', 'trixie 6.8.12\n'))).toBe(false);
  });

  it('prepares again a core from another release or left unfinished', () => {
    expect(isCorePrepared(core('6.1.9', '6.1.9\n'))).toBe(false);
    expect(isCorePrepared(core('6.8.12', '6.8.12\n'))).toBe(false);
    expect(isCorePrepared(core('6.8.12', null))).toBe(false);
  });

  it("accepts whatever version the newest release's suite carried, and only from that suite", () => {
    const { newest } = CORE_RELEASES;
    expect(isCorePrepared(core('7.1.4', 'sid 7.1.4 links-resolved\n'), newest)).toBe(true);
    expect(isCorePrepared(core('6.8.12', 'trixie 6.8.12 links-resolved\n'), newest)).toBe(false);
    expect(isCorePrepared(core('7.1.4', 'sid 7.1.4 links-resolved\n'))).toBe(false);
  });
});

describe('the packages a core needs', () => {
  it('takes the library packages among the dependencies of wordpress, once each', () => {
    // `apt-cache depends wordpress` of Debian unstable, shortened.
    const output = [
      'wordpress',
      ' |Depends: apache2',
      '  Depends: <httpd>',
      '    nginx',
      '  Depends: php',
      '    php8.4',
      '  Depends: ca-certificates',
      ' |Depends: php-mysql',
      '  Depends: <php-mysqlnd>',
      '  Depends: libjs-cropper',
      '  Depends: libjs-jquery-ui',
      '  Depends: libjs-jquery-ui',
      '  Depends: libjs-lodash',
      '  Depends: libjs-underscore',
      '  Depends: libphp-phpmailer',
      '  Depends: php-getid3',
    ].join('\n');
    expect(parseLibraryDependencies(output)).toEqual([
      'libjs-cropper',
      'libjs-jquery-ui',
      'libjs-lodash',
      'libjs-underscore',
      'libphp-phpmailer',
      'php-getid3',
    ]);
  });
});
