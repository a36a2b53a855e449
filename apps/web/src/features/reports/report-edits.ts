import {
  medicationLabel,
  type FlagResolution,
  type Medication,
  type ReportData,
  type ReportItemCheck,
  type ReportReview,
} from '@medi/contracts';

/** The review with the doctor's decision about one checked item; an edited item is named by its new words. */
export function decide(
  review: ReportReview,
  item: ReportItemCheck,
  resolution: FlagResolution,
  newLabel = item.label,
): ReportReview {
  return {
    ...review,
    items: review.items.map((candidate) =>
      candidate.id === item.id ? { ...candidate, resolution, label: newLabel } : candidate,
    ),
  };
}

/** The index in the prescription of a checked medication or test ("medication:2" → 2). */
export function itemIndex(item: ReportItemCheck): number {
  return Number(item.id.split(':')[1]);
}

export function withoutItem(data: ReportData, item: ReportItemCheck): ReportData {
  const index = itemIndex(item);
  const prescriptions = data.reports.prescriptions;
  return {
    ...data,
    reports: {
      ...data.reports,
      prescriptions: {
        Laboratory_Tests:
          item.kind === 'test'
            ? prescriptions.Laboratory_Tests.filter((_, i) => i !== index)
            : prescriptions.Laboratory_Tests,
        Medications:
          item.kind === 'medication'
            ? prescriptions.Medications.filter((_, i) => i !== index)
            : prescriptions.Medications,
      },
    },
  };
}

export function withMedication(data: ReportData, index: number, medication: Medication): ReportData {
  return {
    ...data,
    reports: {
      ...data.reports,
      prescriptions: {
        ...data.reports.prescriptions,
        Medications: data.reports.prescriptions.Medications.map((current, i) =>
          i === index ? medication : current,
        ),
      },
    },
  };
}

export { medicationLabel };
