import type { KycContentType } from '@croupier/contracts/verification';

/**
 * The type of an upload from its first bytes (file signatures), never from its name or the
 * Content-Type the browser sent: a renamed executable or HTML page is refused.
 */
const SIGNATURES: readonly { type: KycContentType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function sniffContentType(data: Uint8Array): KycContentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte));
  return match ? match.type : null;
}

const EXTENSIONS: Record<KycContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export function extensionOf(type: KycContentType): string {
  return EXTENSIONS[type];
}
