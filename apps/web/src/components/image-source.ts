/** A stored picture as something an <img> can show: a data URL, or raw base64 as the server sends it. */
export function imageSource(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^(data:|https?:)/.test(stored)) return stored;
  // Spec 02 section 3: base64 starting with /9j is a JPEG, anything else a PNG.
  return `data:image/${stored.startsWith('/9j') ? 'jpeg' : 'png'};base64,${stored}`;
}
