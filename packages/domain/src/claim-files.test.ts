import { describe, expect, it } from 'vitest';
import {
  CLAIM_FILE_MESSAGES,
  CLAIM_FILE_RULE,
  claimFileKind,
  fileContentType,
  mayAddClaimFile,
  mayDeleteClaimFile,
  OBJECT_KEY_PATTERN,
  sortClaimAttachments,
  uploadRefusal,
} from './claim-files.ts';
import { ZSignUploadQuery } from './schemas/claim-file.ts';
import { claimOfParties, person } from './test-people.ts';

const claim = claimOfParties;

describe('claim files', () => {
  it('are sorted by whether their type contains image, pdf or mp4 (spec 3)', () => {
    expect(['image/heic', 'application/pdf', 'video/mp4', 'text/plain'].map(claimFileKind)).toEqual([
      'image',
      'pdf',
      'video',
      null,
    ]);
  });

  it('are sorted for the galleries, files being the images', () => {
    const sorted = sortClaimAttachments([
      { id: 1, contentType: 'image/png' },
      { id: 2, contentType: 'application/pdf' },
      { id: 3, contentType: 'video/mp4' },
      { id: 4, contentType: 'image/jpeg' },
    ]);
    expect([sorted.images, sorted.pdfs, sorted.videos].map((list) => list.map((a) => a.id))).toEqual([
      [1, 4],
      [2],
      [3],
    ]);
    expect(sorted.files).toBe(sorted.images);
  });

  it('are described before upload by the same table that limits them', () => {
    expect(CLAIM_FILE_RULE).toBe(
      'Photos (JPEG, PNG, WebP, HEIC) up to 25 MB, PDF documents up to 25 MB and MP4 videos up to 500 MB',
    );
  });

  it('take the browser’s content type, or one from the extension when it has none', () => {
    expect(fileContentType({ name: 'a.jpg', type: 'IMAGE/JPEG' })).toBe('image/jpeg');
    expect(fileContentType({ name: 'IMG_0042.HEIC', type: '' })).toBe('image/heic');
    expect(fileContentType({ name: 'photo.jpeg', type: '' })).toBe('image/jpeg');
    expect(fileContentType({ name: 'notes.txt', type: '' })).toBe('');
  });

  it('are refused by type and size with the field to show it on', () => {
    expect(uploadRefusal('image/jpeg', 25 * 1024 * 1024)).toBeNull();
    expect(uploadRefusal('image/jpeg', 25 * 1024 * 1024 + 1)).toEqual({
      field: 'size',
      message: 'The file is too large: at most 25 MB',
    });
    expect(uploadRefusal('video/mp4', 150 * 1024 * 1024)).toBeNull();
    expect(uploadRefusal('image/svg+xml', 10)).toEqual({
      field: 'format',
      message: CLAIM_FILE_MESSAGES.typeNotAllowed('image/svg+xml'),
    });
    expect(uploadRefusal('application/pdf', 0)?.message).toBe(CLAIM_FILE_MESSAGES.empty);
  });

  it('are signed for a format and size, or as the thumbnail of an original', () => {
    expect(ZSignUploadQuery.safeParse({ format: 'IMAGE/JPEG', size: '10' }).data).toMatchObject({
      format: 'image/jpeg',
      size: 10,
      isThumbnail: false,
    });
    expect(
      ZSignUploadQuery.safeParse({ isThumbnail: 'true', previousKey: 'claims/a/b.jpg', size: '900' }).success,
    ).toBe(true);
    expect(
      ZSignUploadQuery.safeParse({ isThumbnail: 'true', previousKey: 'claims/a/b.jpg', size: '2000000' }).success,
    ).toBe(false);
    expect(ZSignUploadQuery.safeParse({ size: '10' }).success).toBe(false);
  });

  it('have keys the server shapes: no dots to climb out, no capitals, one extension', () => {
    expect(OBJECT_KEY_PATTERN.test('claims/3f0c-aa/91b2-cc.jpg')).toBe(true);
    expect(OBJECT_KEY_PATTERN.test('claims/3f0c-aa/91b2-cc-thumbnail.jpg')).toBe(true);
    for (const key of ['../x.jpg', 'claims/../x.jpg', 'claims//x.jpg', '/claims/x.jpg', 'claims/X.jpg', 'claims/x']) {
      expect(OBJECT_KEY_PATTERN.test(key), key).toBe(false);
    }
  });

  it('are added by the claim’s parties with CreateImage and deleted with DeleteImage or by their uploader', () => {
    const clientUser = person('client-1', 'client', 'USER');
    const repairerUser = person('repairer-1', 'repairer', 'USER');
    const repairerAdmin = person('repairer-1', 'repairer', 'ADMIN');
    const otherRepairer = person('repairer-2', 'repairer', 'ADMIN');
    const platform = person('platform', 'platform', 'SUPER_ADMIN');
    expect([clientUser, repairerUser, otherRepairer, platform].map((p) => mayAddClaimFile(p, claim))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(mayAddClaimFile(repairerUser, { ...claim, repairerOrganisationId: null })).toBe(false);
    expect(mayDeleteClaimFile(repairerUser, claim, false)).toBe(false);
    expect(mayDeleteClaimFile(repairerUser, claim, true)).toBe(true);
    expect(mayDeleteClaimFile(repairerAdmin, claim, false)).toBe(true);
    expect(mayDeleteClaimFile(otherRepairer, claim, false)).toBe(false);
    expect(mayDeleteClaimFile(platform, claim, false)).toBe(true);
  });
});
