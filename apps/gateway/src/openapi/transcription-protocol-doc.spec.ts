import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderTranscriptionProtocol } from './transcription-protocol-doc';

const DOC = join(__dirname, '..', '..', '..', '..', 'docs', 'api', 'transcription-protocol.md');

describe('docs/api/transcription-protocol.md', () => {
  it('is the protocol module as it is now (WRITE_API_DOCS=1 regenerates it)', () => {
    const rendered = renderTranscriptionProtocol();
    if (process.env.WRITE_API_DOCS === '1') writeFileSync(DOC, rendered);
    expect(readFileSync(DOC, 'utf8')).toBe(rendered);
  });

  it('describes every client event, status and close code', () => {
    const rendered = renderTranscriptionProtocol();
    for (const text of ['"const": "trigger_process"', '`toExpire`', '| signedOut | 4001 |', '| Resumed |']) {
      expect(rendered).toContain(text);
    }
  });
});
