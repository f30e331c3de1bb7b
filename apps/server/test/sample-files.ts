import sharp from 'sharp';

/** A real JPEG photo-like picture (gradients and detail, so compression has work to do). */
export async function sampleJpeg(width = 1200, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) & 0x3f) * 4;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Enough of a PDF for storage and the API, which never parse it. */
export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

const LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
];

/**
 * The quality a JPEG was saved at, read back from its luminance quantisation table: the IJG quality
 * that scales the standard table (JPEG Annex K) to the one in the file. sharp's metadata has no quality.
 */
export function jpegQuality(jpeg: Buffer): number {
  const table = luminanceTable(jpeg);
  const sum = table.reduce((a, b) => a + b, 0);
  let best = { quality: 0, distance: Number.POSITIVE_INFINITY };
  for (let quality = 1; quality <= 100; quality++) {
    const scale = quality < 50 ? 5000 / quality : 200 - quality * 2;
    const expected = LUMINANCE.reduce(
      (a, base) => a + Math.min(255, Math.max(1, Math.floor((base * scale + 50) / 100))),
      0,
    );
    const distance = Math.abs(expected - sum);
    if (distance < best.distance) best = { quality, distance };
  }
  return best.quality;
}

function luminanceTable(jpeg: Buffer): number[] {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xffdb) {
      const precisionAndId = jpeg[at + 4] ?? 0;
      if ((precisionAndId & 0x0f) === 0 && precisionAndId >> 4 === 0) return [...jpeg.subarray(at + 5, at + 5 + 64)];
    }
    if (marker === 0xffda) break;
    at += 2 + length;
  }
  throw new Error('No 8-bit luminance quantisation table in this JPEG');
}
