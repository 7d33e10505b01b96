import fc from 'fast-check';

/**
 * Values an attacker sends instead of what a contract asks for (RELIABILITY IN-01): text
 * PostgreSQL cannot store, injection and markup probes, numbers past every range, wrong types.
 */

/** JSON text written as is in place of a value (`1e999` parses to Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `${RAW_MARK}${this.text}${RAW_MARK}`;
  }
}
const RAW_MARK = '@@raw@@';
const RAW_VALUE = new RegExp(`"${RAW_MARK}(.*?)${RAW_MARK}"`, 'g');

/** `JSON.stringify`, with `RawJson` values written as their raw text. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(RAW_VALUE, '$1');
}

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '%00',
  "' OR '1'='1' --",
  '"; DROP TABLE players; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ufeff\u200b',
  '😀'.repeat(50),
  'a'.repeat(10_000),
  '4111 1111 1111 1111',
  '1e999',
  '-0',
  'NaN',
  'null',
  'true',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '2024-02-30',
  '31/02/2024',
  'EUR\u0000',
  'http://evil.example/',
  'javascript:alert(1)',
  '\r\nSet-Cookie: x=1',
];

export const hostileNumbers: readonly unknown[] = [
  0,
  -1,
  -0,
  0.5,
  1e-7,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('123456789012345678901234567890'),
];

const hostileScalar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

/** Any hostile value: a scalar, or a wrong-typed container (shallow: the depth limit is tested by raw bodies). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom(...hostileStrings), hostileScalar, { maxKeys: 3 }),
  },
);

/** Bodies no JSON contract accepts: nested past any limit, cut short, or not JSON at all. */
export const malformedJsonBodies: readonly string[] = [
  '['.repeat(4_000) + ']'.repeat(4_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  '{"user":' + '['.repeat(100) + ']'.repeat(100) + '}',
  '{"user":{"email":"a@b.c"',
  '{"a":1,}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '{"\\u0000":"x"}',
  'null',
  '[]',
  '1e999',
  '',
  'not json',
  '\u0000',
];

/** Path segments, already URL-encoded, that name nothing and must answer 4xx. */
export const hostilePathSegments: readonly string[] = [
  'a%00b',
  '%00',
  '%ED%A0%80',
  '%ff',
  '%',
  'a%zz',
  '%2e%2e',
  '..%2F..%2Fetc',
  '%C0%AE',
  '-1',
  '0',
  '99999999999999999999999',
  '1e3',
  '%20',
  '%F0%9F%98%80',
  'a'.repeat(250),
];

/** Query values, already URL-encoded. */
export const hostileQueryValues: readonly string[] = [
  ...hostilePathSegments,
  'a&b',
  '[]',
  '%5B%5D',
  'a'.repeat(5_000),
];

/** Headers a browser would not send: broken cookies, language lists, countries, request ids. */
export const hostileHeaders: ReadonlyArray<Record<string, string>> = [
  { cookie: 'croupier_session=a%00b; geo_country=%00' },
  { cookie: `croupier_session=%ED%A0%80; ${'x'.repeat(4_000)}=1` },
  { 'accept-language': `de;q=abc, %00, *;q=2, ${'x'.repeat(2_000)}` },
  { 'x-test-country': 'ZZ' },
  { 'x-request-id': '../../etc/passwd' },
  { origin: 'http://[::1' },
];

const part = (boundary: string, name: string, value: string, filename?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
    filename === undefined ? '' : `; filename="${filename}"`
  }\r\n${filename === undefined ? '' : 'Content-Type: image/png\r\n'}\r\n${value}\r\n`;

/** 1x1 PNG: an upload the documents route stores. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
).toString('latin1');

/** Multipart uploads: well-formed, cut short, without a boundary, with broken part headers. */
export const multipartBodies: ReadonlyArray<{ contentType: string; body: string }> = [
  {
    contentType: 'multipart/form-data; boundary=fz',
    body: `${part('fz', 'kind', 'identity')}${part('fz', 'file', PNG, 'id.png')}--fz--\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=fz',
    body: `${part('fz', 'kind', 'a\u0000b')}${part('fz', 'file', PNG, 'a\u0000.png')}--fz--\r\n`,
  },
  { contentType: 'multipart/form-data', body: part('fz', 'kind', 'identity') },
  { contentType: 'multipart/form-data; boundary=fz', body: `--fz\r\nContent-Disposition: form-da` },
  {
    contentType: 'multipart/form-data; boundary=fz',
    body: `--fz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nident`,
  },
  { contentType: 'multipart/form-data; boundary=other', body: part('fz', 'kind', 'identity') },
  { contentType: 'multipart/form-data; boundary=fz', body: '' },
  {
    contentType: 'multipart/form-data; boundary=fz',
    body: `--fz\r\n${'X-A: b\r\n'.repeat(200)}\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=fz',
    body: `${part('fz', 'file', 'not a png', 'x.pdf')}--fz--\r\n`,
  },
  { contentType: 'multipart/form-data; boundary="', body: 'x' },
  { contentType: 'application/json', body: '{"kind":"identity"}' },
];
