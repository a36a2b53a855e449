import {
  base64ImageUrl,
  displayDateOf,
  PATIENT_SUMMARY_TEXTS,
  patientSummaryOf,
  type PatientSummary,
  printedTitleOf,
  SUMMARY_SECTIONS,
  type ReportData,
  type ReportKind,
} from '@medi/contracts';
import { createElement as h, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/*
 * Written with createElement rather than JSX so the server packages, built by swc as plain TypeScript, need no JSX
 * set-up. React escapes every text child: report text never reaches the page as markup.
 */

export interface ReportLayoutProps {
  report: ReportData;
  kind: ReportKind;
  /** The product's domain name, printed diagonally across every page unless the plan removes it. */
  watermark?: string;
  /** The product's name for the copyright footer. */
  productName: string;
  /** The take-home summary as it prints (kind `patient`): translated by the server; English from the report if absent. */
  patientSummary?: PatientSummary;
  copyrightYear: number;
}

/** Noto first for the scripts the doctors write in (Devanagari, Malayalam, Arabic), then the Latin faces. */
export const REPORT_FONT_FAMILY =
  "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Malayalam', 'Noto Naskh Arabic', 'Noto Sans Arabic', sans-serif";

const INK = '#1f2937';
const RULE = '#d1d5db';

export const REPORT_TITLES: Record<Exclude<ReportKind, 'comprehensive'>, string> = {
  summary: 'Summary Report',
  prescription: 'Prescription Report',
  patient: PATIENT_SUMMARY_TEXTS.title,
};

/** Text in the direction of its own script: an Arabic paragraph reads right to left, the rest left to right. */
// children stays optional in the type: createElement passes them as its third argument, not as a prop.
function Text(props: {
  as?: 'p' | 'td' | 'li' | 'span';
  style?: CSSProperties;
  children?: string;
}): ReactElement {
  return h(
    props.as ?? 'p',
    { dir: 'auto', style: { whiteSpace: 'pre-wrap', margin: 0, unicodeBidi: 'plaintext', ...props.style } },
    props.children,
  );
}

/** The clinic's phone, e-mail and website as the settings hold them, on one line ('' when none is set). */
function contactLineOf(report: ReportData): string {
  const { hospitalPhone, hospitalEmail, hospitalWebsite } = report.hospitalInfo;
  return [
    hospitalPhone ? `Phone: ${hospitalPhone}` : '',
    hospitalEmail ? `E-mail: ${hospitalEmail}` : '',
    hospitalWebsite ? `Web: ${hospitalWebsite}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Hospital logo, name, address and contact details: the top of every page. */
export function ReportHeader({ report }: { report: ReportData }): ReactElement {
  const { hospitalName, hospitalAddress, hospitalLogo } = report.hospitalInfo;
  const contact = contactLineOf(report);
  return h(
    'header',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        gap: '4mm',
        width: '100%',
        padding: '0 15mm',
        boxSizing: 'border-box',
        fontFamily: REPORT_FONT_FAMILY,
        color: INK,
        borderBottom: `0.5mm solid ${RULE}`,
        paddingBottom: '3mm',
      },
    },
    hospitalLogo
      ? h('img', {
          src: base64ImageUrl(hospitalLogo),
          alt: 'Hospital logo',
          style: { height: '18mm', maxWidth: '40mm', objectFit: 'contain' },
        })
      : null,
    h(
      'div',
      null,
      h(Text, { style: { fontSize: '16pt', fontWeight: 700 } }, hospitalName),
      h(Text, { style: { fontSize: '9pt' } }, hospitalAddress),
      // Phone numbers and addresses read left to right even beside an Arabic clinic name.
      contact ? h('p', { dir: 'ltr', style: { fontSize: '8.5pt', margin: 0 } }, contact) : null,
    ),
  );
}

/** The copyright line and the page number: the bottom of every page. */
export function ReportFooter(props: {
  productName: string;
  copyrightYear: number;
  pageNumbers?: boolean;
}): ReactElement {
  return h(
    'footer',
    {
      style: {
        display: 'flex',
        justifyContent: 'space-between',
        width: '100%',
        padding: '2mm 15mm 0',
        boxSizing: 'border-box',
        fontFamily: REPORT_FONT_FAMILY,
        fontSize: '8pt',
        color: '#6b7280',
        borderTop: `0.3mm solid ${RULE}`,
      },
    },
    h('span', null, `© ${props.copyrightYear} ${props.productName}. All rights reserved.`),
    // Chromium fills .pageNumber and .totalPages in a PDF's footer template.
    props.pageNumbers
      ? h(
          'span',
          null,
          'Page ',
          h('span', { className: 'pageNumber' }),
          ' of ',
          h('span', { className: 'totalPages' }),
        )
      : null,
  );
}

function SectionTitle({ children }: { children: string }): ReactElement {
  return h(
    'h3',
    { style: { fontSize: '11pt', margin: '5mm 0 1.5mm', color: '#0f766e', breakAfter: 'avoid' } },
    children,
  );
}

function PatientDetails({ report }: { report: ReportData }): ReactElement {
  const patient = report.patientInfo;
  // Dates are written DD/MM/YYYY, as everywhere in the product.
  const cells: [string, string][] = [
    ['Patient Name', patient.name],
    ['Date', report.consultationDate ? displayDateOf(report.consultationDate) : ''],
    ['Age', patient.age],
    ['Gender', patient.gender],
    ['Patient Id', patient.mediScribePatientId],
    ['MRN', patient.mrn],
    ['Date of Birth', patient.dob ? displayDateOf(patient.dob) : ''],
  ];
  return h(
    'table',
    { style: { width: '100%', borderCollapse: 'collapse', fontSize: '9.5pt', margin: '2mm 0' } },
    h(
      'tbody',
      null,
      [0, 2, 4, 6].map((start) =>
        h(
          'tr',
          { key: start },
          cells
            .slice(start, start + 2)
            .flatMap(([label, value]) => [
              h('th', { key: `${label}-label`, style: labelCell }, label),
              h(Text, { key: `${label}-value`, as: 'td', style: valueCell }, value || '—'),
            ]),
        ),
      ),
    ),
  );
}

const labelCell: CSSProperties = { textAlign: 'start', padding: '1mm 2mm', width: '22%', color: '#4b5563' };
const valueCell: CSSProperties = { padding: '1mm 2mm', width: '28%', fontWeight: 600 };
const tableCell: CSSProperties = { border: `0.3mm solid ${RULE}`, padding: '1.5mm 2mm', textAlign: 'start' };

/** "Allergies: aspirin, penicillin", printed with the history and above the prescription; nothing when none. */
function AllergyLine({ report }: { report: ReportData }): ReactElement | null {
  const allergies = report.reports.allergies ?? [];
  if (allergies.length === 0) return null;
  return h(
    Text,
    { style: { fontSize: '10pt', lineHeight: 1.5, fontWeight: 700, marginTop: '1mm' } },
    `Allergies: ${allergies.join(', ')}`,
  );
}

function SummarySections({ report }: { report: ReportData }): ReactElement {
  return h(
    'section',
    null,
    SUMMARY_SECTIONS.map(({ field, title }) =>
      h(
        'div',
        { key: field },
        h(SectionTitle, null, title),
        h(Text, { style: { fontSize: '10pt', lineHeight: 1.5 } }, report.reports.summary[field] || '—'),
        field === 'medicalHistory' ? h(AllergyLine, { report }) : null,
      ),
    ),
  );
}

function PrescriptionSections({ report }: { report: ReportData }): ReactElement {
  const { Laboratory_Tests: tests, Medications: medications } = report.reports.prescriptions;
  return h(
    'section',
    null,
    h(AllergyLine, { report }),
    h(SectionTitle, null, 'Medications'),
    medications.length === 0
      ? h(Text, { style: { fontSize: '10pt' } }, 'No medications prescribed.')
      : h(
          'table',
          { style: { width: '100%', borderCollapse: 'collapse', fontSize: '9.5pt' } },
          h(
            'thead',
            null,
            h(
              'tr',
              { style: { background: '#f3f4f6' } },
              ['Name', 'Dosage', 'Frequency', 'Duration'].map((column) =>
                h('th', { key: column, style: tableCell }, column),
              ),
            ),
          ),
          h(
            'tbody',
            null,
            medications.map((medication, index) =>
              h(
                'tr',
                { key: index, style: { breakInside: 'avoid' } },
                (['Name', 'Dosage', 'Frequency', 'Duration'] as const).map((column) =>
                  h(
                    Text,
                    {
                      key: column,
                      as: 'td',
                      // NMC: medicine names in capitals. Printed so; the report keeps them as the doctor typed.
                      style: column === 'Name' ? { ...tableCell, textTransform: 'uppercase' } : tableCell,
                    },
                    medication[column],
                  ),
                ),
              ),
            ),
          ),
        ),
    h(SectionTitle, null, 'Laboratory Tests'),
    tests.length === 0
      ? h(Text, { style: { fontSize: '10pt' } }, 'No laboratory tests ordered.')
      : h(
          'ul',
          { style: { fontSize: '10pt', margin: 0, paddingInlineStart: '6mm' } },
          tests.map((test, index) => h(Text, { key: index, as: 'li' }, test.test)),
        ),
  );
}

/** A titled list, or the sentence that says it is empty. */
function PlainList({ title, items, empty }: { title: string; items: string[]; empty: string }): ReactElement {
  return h(
    'section',
    null,
    h(SectionTitle, null, title),
    items.length === 0
      ? h(Text, { style: { fontSize: '10.5pt' } }, empty)
      : h(
          'ul',
          { style: { fontSize: '10.5pt', margin: 0, paddingInlineStart: '6mm' } },
          items.map((item, index) => h(Text, { key: index, as: 'li' }, item)),
        ),
  );
}

/** The take-home summary: the saved report in plain words, for the patient (patient-summary.ts). */
function PatientSections({ summary }: { summary: PatientSummary }): ReactElement {
  const { texts } = summary;
  return h(
    'div',
    { style: { fontSize: '10.5pt' } },
    h(Text, { style: { fontSize: '9pt', color: '#4b5563', margin: '1mm 0 2mm' } }, texts.label),
    summary.found.map(({ heading, text }) =>
      h('section', { key: heading }, h(SectionTitle, null, heading), h(Text, null, text)),
    ),
    h(SectionTitle, null, texts.medicinesTitle),
    summary.medicines.length === 0
      ? h(Text, null, texts.noMedicines)
      : h(
          'ul',
          { style: { margin: 0, paddingInlineStart: '6mm' } },
          summary.medicines.map((medicine, index) =>
            h(
              'li',
              { key: index, style: { marginBottom: '1.5mm' } },
              h(Text, { as: 'span', style: { fontWeight: 700 } }, medicine.name),
              medicine.howToTake ? h(Text, { as: 'span' }, `: ${medicine.howToTake}`) : null,
              medicine.asWritten && medicine.asWritten !== medicine.howToTake
                ? h(
                    Text,
                    { style: { fontSize: '9pt', color: '#4b5563' } },
                    `${texts.asWritten}: ${medicine.asWritten}`,
                  )
                : null,
            ),
          ),
        ),
    h(PlainList, { title: texts.testsTitle, items: summary.tests, empty: texts.noTests }),
    summary.advice
      ? h('section', null, h(SectionTitle, null, texts.adviceTitle), h(Text, null, summary.advice))
      : null,
    h('section', null, h(SectionTitle, null, texts.comeBackTitle), h(Text, null, summary.comeBack)),
    h(PlainList, { title: texts.warningTitle, items: [...summary.warningSigns], empty: '' }),
  );
}

type BodyKind = Exclude<ReportKind, 'comprehensive'>;

function ReportBody({
  report,
  kind,
  patientSummary,
}: {
  report: ReportData;
  kind: BodyKind;
  patientSummary?: PatientSummary;
}): ReactNode {
  const summary = kind === 'patient' ? (patientSummary ?? patientSummaryOf(report)) : undefined;
  return h(
    'article',
    {
      style: { breakBefore: kind === 'prescription' ? 'page' : 'auto' },
      // A summary translated into Arabic reads right to left as a whole page.
      ...(summary ? { lang: summary.language, dir: isRightToLeft(summary.language) ? 'rtl' : 'ltr' } : {}),
    },
    h(
      'h2',
      { style: { fontSize: '14pt', margin: '0 0 2mm', textAlign: 'center' } },
      summary ? summary.texts.title : REPORT_TITLES[kind],
    ),
    h(PatientDetails, { report }),
    kind === 'summary'
      ? h(SummarySections, { report })
      : summary
        ? h(PatientSections, { summary })
        : h(PrescriptionSections, { report }),
  );
}

function isRightToLeft(language: string): boolean {
  return /^(ar|he|fa|ur)\b/.test(language);
}

/** "Reg. No. KMC-2015-123456 (State Medical Council / National Medical Commission, India)" ('' without one). */
function registrationLineOf(report: ReportData): string {
  const { doctorRegistrationNumber, doctorRegistrationAuthority } = report.hospitalInfo;
  if (!doctorRegistrationNumber) return '';
  return doctorRegistrationAuthority
    ? `Reg. No. ${doctorRegistrationNumber} (${doctorRegistrationAuthority})`
    : `Reg. No. ${doctorRegistrationNumber}`;
}

function Signature({ report }: { report: ReportData }): ReactElement {
  const { doctorSignature, doctorName, doctorTitle, doctorSpecialty, doctorQualification } =
    report.hospitalInfo;
  const registration = registrationLineOf(report);
  return h(
    'div',
    { style: { marginTop: '10mm', textAlign: 'end', breakInside: 'avoid', fontSize: '9.5pt' } },
    doctorSignature
      ? h('img', {
          src: base64ImageUrl(doctorSignature),
          alt: 'Doctor signature',
          style: { height: '16mm', maxWidth: '50mm', objectFit: 'contain' },
        })
      : null,
    h(
      Text,
      { style: { fontWeight: 700 } },
      [printedTitleOf(doctorTitle), doctorName].filter(Boolean).join(' '),
    ),
    h(Text, null, [doctorQualification, doctorSpecialty].filter(Boolean).join(', ')),
    registration ? h('p', { dir: 'ltr', style: { margin: 0 } }, registration) : null,
  );
}

/** The domain name across the page; fixed, so Chromium prints it on every page. */
function Watermark({ text }: { text: string }): ReactElement {
  return h(
    'div',
    {
      'aria-hidden': true,
      style: {
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: 0,
      },
    },
    h(
      'span',
      {
        style: {
          transform: 'rotate(-45deg)',
          fontSize: '72pt',
          fontWeight: 700,
          color: 'rgba(15, 118, 110, 0.08)',
          whiteSpace: 'nowrap',
        },
      },
      text,
    ),
  );
}

/**
 * The report's content: title, patient details, the sections of its kind, signature, watermark. The PDF prints
 * the header and footer in Chromium's page margins (so they repeat on every page); `ReportPreview` puts them
 * around this for the screen.
 */
export function ReportLayout(props: ReportLayoutProps): ReactElement {
  const kinds: BodyKind[] = props.kind === 'comprehensive' ? ['summary', 'prescription'] : [props.kind];
  return h(
    'main',
    { style: { fontFamily: REPORT_FONT_FAMILY, color: INK, position: 'relative' } },
    props.watermark ? h(Watermark, { text: props.watermark }) : null,
    h(
      'div',
      { style: { position: 'relative', zIndex: 1 } },
      kinds.map((kind) =>
        h(ReportBody, { key: kind, report: props.report, kind, patientSummary: props.patientSummary }),
      ),
      h(Signature, { report: props.report }),
    ),
  );
}

/** Header, content and footer on one sheet: the web preview of a report. */
export function ReportPreview(props: ReportLayoutProps): ReactElement {
  return h(
    'div',
    { style: { background: '#fff', paddingBlock: '6mm' } },
    h(ReportHeader, { report: props.report }),
    h('div', { style: { padding: '6mm 15mm' } }, h(ReportLayout, props)),
    h(ReportFooter, { productName: props.productName, copyrightYear: props.copyrightYear }),
  );
}
