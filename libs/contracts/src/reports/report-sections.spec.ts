import { z } from 'zod';
import { reportEditSchema } from '../report-data';
import { AI_REPORT_JSON_SHAPE, aiReportResponseSchema } from './ai-report';
import { jsonShapeOf, SUMMARY_SECTIONS, summaryOfAiSections } from './report-sections';

describe('the summary sections, declared once', () => {
  it('give the report data and the AI response one member per section, in order', () => {
    const fields = SUMMARY_SECTIONS.map((section) => section.field);
    const aiKeys = SUMMARY_SECTIONS.map((section) => section.aiKey);
    expect(Object.keys(reportEditSchema.shape.reports.shape.summary.shape)).toEqual(fields);
    expect(Object.keys(aiReportResponseSchema.shape.Summary_Report.shape)).toEqual(aiKeys);
  });

  it('tell the model the shape its answer is checked against', () => {
    expect(AI_REPORT_JSON_SHAPE).toBe(
      '{"Summary_Report":{"Chief_Complaint":string,"Medical_History":string,"Observations":string,"Treatment_Plan":string},' +
        '"Treatment_Plan":{"Laboratory_Tests":string[],"Medications":[{"Name":string,"Dosage":string,"Frequency":string,"Duration":string}]}}',
    );
    expect(() => jsonShapeOf(z.number())).toThrow(/no words for/);
  });

  it('carry each AI section to its report field', () => {
    expect(
      summaryOfAiSections({
        Chief_Complaint: 'Fever.',
        Medical_History: 'Asthma.',
        Observations: 'Temp 38.4.',
        Treatment_Plan: 'Rest.',
      }),
    ).toEqual({
      cheifComplaint: 'Fever.',
      medicalHistory: 'Asthma.',
      observation: 'Temp 38.4.',
      treatmentPlan: 'Rest.',
    });
  });
});
