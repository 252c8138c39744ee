import { describe, expect, it } from 'vitest';
import { fileSizeLabel } from './file-size';

describe('fileSizeLabel', () => {
  it('writes sizes the way the sidebar shows them, 1 KB being 1024 bytes', () => {
    expect([900, 3994, 38_912, 187_392, 3 * 1024 * 1024].map(fileSizeLabel)).toEqual([
      '900 bytes',
      '3.9 KB',
      '38 KB',
      '183 KB',
      '3.0 MB',
    ]);
  });
});
