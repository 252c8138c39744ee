import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVALIDATE_SECONDS } from './client';

const appDir = path.join(import.meta.dirname, '../../../app');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('route revalidation', () => {
  it("every route segment that sets revalidate uses the data layer's interval (Next reads only a literal there)", () => {
    const found = routeFiles(appDir).flatMap((file) => {
      const match = readFileSync(file, 'utf8').match(/export const revalidate = ([^;\n]+)/);
      return match ? [[path.relative(appDir, file), match[1]] as const] : [];
    });
    expect(found.length).toBeGreaterThan(10);
    const others = found.filter(([, value]) => value !== String(DEFAULT_REVALIDATE_SECONDS));
    expect(others).toEqual([]);
  });
});
