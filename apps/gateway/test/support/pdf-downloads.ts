import { DELIVERY_ROUTES, type PdfStatusReply, type ReportKind } from '@medi/contracts';
import { until } from '@medi/testing';
import { fileBody, SAME_ORIGIN, type TestAgent } from './access-flows';

/** The web's download of the latest version (`version`, 1 unless said): ask, poll until ready, fetch that file. */
export async function downloaded(agent: TestAgent, reportId: string, kind: ReportKind, version = 1) {
  const asked = (
    await agent.post(DELIVERY_ROUTES.requestPdf).set(SAME_ORIGIN).send({ reportId, kind }).expect(200)
  ).body as PdfStatusReply;
  expect(asked).toMatchObject({ version });
  await until('the PDF', async () => {
    const status = (
      await agent.get(DELIVERY_ROUTES.pdfStatus).query({ reportId, kind, version: asked.version }).expect(200)
    ).body as PdfStatusReply;
    expect(status.status).not.toBe('failed');
    return status.status === 'ready' ? status : undefined;
  });
  return agent
    .get(DELIVERY_ROUTES.pdfFile)
    .query({ reportId, kind, version: asked.version })
    .buffer(true)
    .parse(fileBody)
    .expect(200);
}
