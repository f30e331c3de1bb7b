import { describe, expect, it } from 'vitest';
import { coverCrop } from './browser-thumbnail.ts';

describe('the browser’s thumbnail', () => {
  it('crops the middle of the picture to 4:3 before scaling it to 320×240', () => {
    expect(coverCrop(1600, 900, 320, 240)).toEqual({ x: 200, y: 0, width: 1200, height: 900 });
    expect(coverCrop(900, 1600, 320, 240)).toEqual({ x: 0, y: 462.5, width: 900, height: 675 });
    expect(coverCrop(640, 480, 320, 240)).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });
});
