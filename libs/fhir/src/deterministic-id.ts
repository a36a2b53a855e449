import { createHash } from 'node:crypto';

/**
 * A UUID derived from names (RFC 9562 version 8, SHA-256 of the names): the same report version always gives the
 * same ids, so a bundle downloaded twice is the same document and a receiver can recognise a resource it holds.
 */
export function deterministicUuid(...names: readonly string[]): string {
  const hex = createHash('sha256')
    .update(`medi-fhir\u0000${names.join('\u0000')}`)
    .digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
