import {
  checkItemAgainstSources,
  prescribedMedications,
  describeMedication,
  isKnownMedicine,
  medicinesMentioned,
} from './medicines';
import { extractClinicalFacts } from './extractor';

const transcript = (...texts: string[]) => texts.map((text, i) => ({ id: `segment-${i + 1}`, text }));

describe('medicinesMentioned', () => {
  it('lists what was prescribed, with its details, and leaves out what was negated', () => {
    expect(
      medicinesMentioned(
        transcript(
          'Any allergies? I am allergic to amoxicillin.',
          'She stopped metformin last year.',
          'I will give you Dolo 650 SOS and pantoprazole 40 mg OD before breakfast for 5 days.',
          'No fever now.',
        ),
      ),
    ).toEqual(['Dolo (paracetamol) 650 mg, when needed', 'Pantoprazole 40 mg, once daily, for 5 days']);
  });

  it('lets the latest mention decide and merges the details of earlier ones', () => {
    expect(medicinesMentioned(transcript('Start metformin 500 mg twice daily.', 'Stop metformin.'))).toEqual(
      [],
    );
    expect(
      medicinesMentioned(transcript('Take cetirizine 10 mg.', 'Cetirizine at night for one week.')),
    ).toEqual(['Cetirizine 10 mg, at bedtime, for 7 days']);
  });

  it('lists one entry per generic, in order of first mention', () => {
    const facts = extractClinicalFacts(
      transcript('take ibuprofen 400 mg', 'take paracetamol 500 mg', 'continue ibuprofen TDS'),
    );
    expect(prescribedMedications(facts).map(describeMedication)).toEqual([
      'Ibuprofen 400 mg, three times daily',
      'Paracetamol 500 mg',
    ]);
  });

  it('describes a one-day course in the singular', () => {
    expect(medicinesMentioned(transcript('ondansetron 4 mg stat for 1 day'))).toEqual([
      'Ondansetron 4 mg, at once, for 1 day',
    ]);
  });
});

describe('checkItemAgainstSources', () => {
  const sources = transcript('Take paracetamol 500 mg three times a day.', 'You stopped atorvastatin, fine.');

  it('supports an item the transcript states, with the evidence', () => {
    const check = checkItemAgainstSources('Paracetamol 500 mg TDS for 3 days', sources);
    expect(check.supported).toBe(true);
    expect(check.findings).toEqual([
      {
        generic: 'paracetamol',
        evidence: [{ sourceId: 'segment-1', start: 5, end: 16, text: 'paracetamol' }],
      },
    ]);
  });

  it('flags a medicine never mentioned, one negated and a dose that differs', () => {
    expect(checkItemAgainstSources('Azithromycin 500 mg OD', sources)).toEqual({
      supported: false,
      findings: [{ generic: 'azithromycin', evidence: [], problem: 'not mentioned' }],
    });
    expect(checkItemAgainstSources('Atorvastatin 10 mg HS', sources).findings[0].problem).toBe('negated');
    expect(checkItemAgainstSources('Crocin 650 mg TDS', sources).findings[0]).toMatchObject({
      generic: 'paracetamol',
      problem: 'dose differs',
    });
  });

  it('supports an item that names no medicine', () => {
    expect(checkItemAgainstSources('Review after one week', sources)).toEqual({
      supported: true,
      findings: [],
    });
  });
});

describe('isKnownMedicine', () => {
  it('knows generics and brands in any case', () => {
    expect(isKnownMedicine('Metformin')).toBe(true);
    expect(isKnownMedicine('GLYCOMET')).toBe(true);
    expect(isKnownMedicine('water')).toBe(false);
  });
});
