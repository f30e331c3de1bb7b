import fc from 'fast-check';

/**
 * What goes wrong around a request rather than in its values: bodies that are not JSON (truncated,
 * NaN, trailing commas, 10,000 arrays deep, prototype keys), content types other than JSON or none,
 * Authorization headers that are not a token the app issued.
 */

/** Bodies sent as application/json that are not JSON, or JSON that trips naive parsing. */
export const malformedJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      "{'a': 1}",
      '{"a": NaN}',
      '{"a": Infinity}',
      '{"a": 1,}',
      '{"a": 1} trailing',
      '\ufeff{}',
      '',
      ' ',
      'null null',
      '{"a": "\\ud800"}',
      '{"a": "\\u0000"}',
      '{"__proto__": {"polluted": true}}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      `{"a": ${'1'.repeat(400)}}`,
    ),
    fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1))),
  )
  .map((raw) => ({ raw, note: `malformed JSON ${JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}…` : raw)}` }));

/** A JSON body labelled as something else, or not labelled (null): the API reads only application/json. */
export const otherContentType = fc.constantFrom<string | null>(
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'image/png',
);

/** Authorization headers that must not sign anyone in: empty, malformed, unsigned, another scheme, random. */
export const forgedAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer not.a.token',
    // alg "none", an admin's claims, no signature.
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1c2VySWQiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDEifQ.',
    'Basic c3VwZXJhZG1pbkBmaXhsaW5lLnRlc3Q6Rml4bGluZS1kZW1vLTE=',
    `Bearer ${'a'.repeat(4000)}`,
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{10,80}\.[A-Za-z0-9_-]{10,43}$/).map((jwt) => `Bearer ${jwt}`),
);
