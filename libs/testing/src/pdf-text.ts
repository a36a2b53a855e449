import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF as poppler reads it: its page count and the text of each page (pdftotext, layout order). */
export function pdfPages(pdf: Uint8Array): string[] {
  const directory = mkdtempSync(join(tmpdir(), 'medi-pdf-'));
  try {
    const file = join(directory, 'report.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    return Array.from({ length: pages }, (_, index) =>
      execFileSync('pdftotext', ['-f', String(index + 1), '-l', String(index + 1), file, '-'], {
        encoding: 'utf8',
      }),
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** How often `word` appears on a page once line breaks are ignored: the diagonal watermark comes out in pieces. */
export function occurrencesIgnoringLayout(pageText: string, word: string): number {
  return pageText.replace(/\s+/g, '').split(word).length - 1;
}
