import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Encodings the web build writes next to each file (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

export type ContentEncoding = (typeof ENCODINGS)[number]['name'];

export interface CompressedVariant {
  encoding: ContentEncoding;
  path: string;
}

/**
 * Every file under the root that has precompressed copies, with those copies best first. Read once at start-up:
 * the build is immutable while the gateway runs, and a request can only reach a file this map names.
 */
export function findPrecompressedFiles(root: string): Map<string, CompressedVariant[]> {
  const files = new Set<string>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.add(path);
    }
  };
  walk(root);
  const variants = new Map<string, CompressedVariant[]>();
  for (const path of files) {
    const available = ENCODINGS.filter(({ extension }) => files.has(path + extension)).map(
      ({ name, extension }) => ({ encoding: name, path: path + extension }),
    );
    if (available.length > 0) variants.set(path, available);
  }
  return variants;
}

/** Encodings the client accepts (RFC 9110 section 12.5.3): a token with q=0 is refused, `*` stands for any other. */
function acceptedEncodings(acceptEncoding: string | undefined): (encoding: ContentEncoding) => boolean {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...parameters] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    weights.set(token, quality ? Number(quality[1]) : 1);
  }
  return (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

/** The best precompressed copy this client accepts, or undefined to send the file as it is. */
export function chooseVariant(
  variants: readonly CompressedVariant[],
  acceptEncoding: string | undefined,
): CompressedVariant | undefined {
  const accepts = acceptedEncodings(acceptEncoding);
  return variants.find((variant) => accepts(variant.encoding));
}
