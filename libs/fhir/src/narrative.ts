import type { Narrative } from './fhir-types';

function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Text as a FHIR narrative: XHTML with every character escaped, one paragraph per line. Report text never becomes
 * markup, and an Arabic or Devanagari paragraph stays as written (the receiver's renderer picks its direction).
 */
export function narrativeOf(text: string): Narrative {
  const paragraphs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escaped(line)}</p>`);
  return {
    status: 'generated',
    div: `<div xmlns="http://www.w3.org/1999/xhtml">${paragraphs.join('') || '<p>—</p>'}</div>`,
  };
}
