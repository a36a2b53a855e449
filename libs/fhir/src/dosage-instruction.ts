import { atcCodesOf, extractClinicalFacts, type FrequencyCode, type MedicationMention } from '@medi/clinical';
import { medicationLabel, type Medication } from '@medi/contracts';
import type { CodeableConcept } from './fhir-types';
import { CODE_SYSTEMS } from './profiles';

/** Dose units the product reads that UCUM spells exactly; the others stay as words (tablet, puffs, drops). */
const UCUM_UNITS: Readonly<Record<string, string>> = { mg: 'mg', mcg: 'ug', g: 'g', ml: 'mL' };

/** The extractor's frequencies as FHIR Timing: times per period, or a time of day; SOS is "as needed". */
const TIMING_OF: Record<FrequencyCode, Record<string, unknown> | undefined> = {
  OD: { frequency: 1, period: 1, periodUnit: 'd' },
  BD: { frequency: 2, period: 1, periodUnit: 'd' },
  TDS: { frequency: 3, period: 1, periodUnit: 'd' },
  QID: { frequency: 4, period: 1, periodUnit: 'd' },
  HS: { frequency: 1, period: 1, periodUnit: 'd', when: ['HS'] },
  WEEKLY: { frequency: 1, period: 1, periodUnit: 'wk' },
  STAT: { count: 1 },
  SOS: undefined,
};

/** The one medicine the lexicon reads in `text`, or undefined when it reads none or several. */
function onlyMedicineIn(text: string): MedicationMention | undefined {
  const mentions = extractClinicalFacts([{ id: 'prescription', text, kind: 'prescription' }]).medications;
  const generics = new Set(mentions.map((mention) => mention.generic));
  return generics.size === 1 ? mentions[0] : undefined;
}

/** A field of the prescription read beside the medicine's name, so the extractor attaches it to that medicine. */
function detailOf(name: string, field: string): MedicationMention | undefined {
  return field.trim() ? onlyMedicineIn(`${name} ${field}`) : undefined;
}

export interface MedicationOrder {
  medication: CodeableConcept;
  dosageInstruction: Record<string, unknown>;
}

/**
 * A medication of the report as FHIR: the name as written, with its WHO ATC code when the lexicon knows the
 * medicine as one substance with one ATC code (a combination or a substance with several codes stays text); the
 * dosage as written always, and as structured dose, timing and duration for each part the extractor reads. A
 * medicine the lexicon does not know is text only: its dose is not read without knowing what it is the dose of.
 */
export function medicationOrderOf(medication: Medication): MedicationOrder {
  const sig = [medication.Dosage, medication.Frequency, medication.Duration]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const text = sig || medicationLabel(medication);
  const known = onlyMedicineIn(medicationLabel(medication));
  if (!known) {
    return { medication: { text: medication.Name }, dosageInstruction: { text } };
  }
  const atc = atcCodesOf(known.generic);
  const coded: CodeableConcept = {
    ...(atc.length === 1
      ? { coding: [{ system: CODE_SYSTEMS.atc, code: atc[0], display: known.generic }] }
      : {}),
    text: medication.Name,
  };
  // The Dosage field says what is given ("1 tablet"); a strength in the name ("650 mg") is the dose only without it.
  const dose = detailOf(known.name, medication.Dosage)?.dose ?? onlyMedicineIn(medication.Name)?.dose;
  const frequency = (detailOf(known.name, medication.Frequency) ?? known).frequency;
  const duration = (detailOf(known.name, medication.Duration) ?? known).duration;
  const repeat = {
    ...(frequency ? TIMING_OF[frequency.code] : {}),
    ...(duration
      ? {
          boundsDuration: { value: duration.days, unit: 'd', system: CODE_SYSTEMS.ucum, code: 'd' },
        }
      : {}),
  };
  const ucum = dose ? UCUM_UNITS[dose.unit] : undefined;
  return {
    medication: coded,
    dosageInstruction: {
      text,
      ...(Object.keys(repeat).length > 0 ? { timing: { repeat } } : {}),
      ...(frequency?.code === 'SOS' ? { asNeededBoolean: true } : {}),
      ...(dose && dose.unit !== '%'
        ? {
            doseAndRate: [
              {
                doseQuantity: {
                  value: dose.value,
                  unit: dose.unit,
                  ...(ucum ? { system: CODE_SYSTEMS.ucum, code: ucum } : {}),
                },
              },
            ],
          }
        : {}),
    },
  };
}
