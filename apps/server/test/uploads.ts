import type { TClaimImage, TSignedUpload } from '@fixline/domain';
import { expect } from 'vitest';
import type { TestAppHandle } from './test-app.ts';

/** Signs and uploads a file as the token's holder, as the browser does (spec 7): the key to record it with. */
export async function uploadedKey(api: TestAppHandle, token: string, body: Buffer, format: string): Promise<string> {
  const query = new URLSearchParams({ format, size: String(body.length) });
  const signed = await api.http.get<TSignedUpload>(`/api/images/auth/sign-s3?${query}`, { token });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  // The browser's PUT: to the signed address, with its headers and never our Authorization.
  const put = await fetch(new URL(signed.body.signedRequest, api.app.url), {
    method: 'PUT',
    headers: signed.body.headers,
    body,
  });
  expect(put.status).toBe(204);
  return signed.body.s3Key;
}

/** Uploads and records a file on a claim as the token's holder: the answer of POST /api/claims/{id}/images. */
export async function recordFile(
  api: TestAppHandle,
  token: string,
  claimId: string,
  { body, contentType, name }: { body: Buffer; contentType: string; name: string },
) {
  const s3Key = await uploadedKey(api, token, body, contentType);
  return api.http.post<TClaimImage>(`/api/claims/${claimId}/images`, { token, body: { contentType, name, s3Key } });
}
