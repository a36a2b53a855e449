import type { SuccessReply } from './access.contracts';
import { MEDICAL_CREDENTIALS, TITLES } from './enumerations';
import { licensingAuthorityOf } from './licensing';
import type {
  ClinicSettingsRequest,
  DoctorSettingsRequest,
  ProfileUpdateRequest,
} from './validation/practice.schemas';

/**
 * Who owns what (issue 9): the auth service owns the doctor, photo and signature included, so credentials and
 * specialization have one source and a doctor-settings save is one transaction; the report service owns the
 * clinic printed on reports. The gateway joins the two for the settings status and the report header.
 */
export const ProfilePattern = {
  Get: 'auth.profile.get',
  Update: 'auth.profile.update',
  UpdateDoctorSettings: 'auth.profile.update-doctor-settings',
  Delete: 'auth.profile.delete',
} as const;

export const ClinicPattern = {
  Get: 'report.clinic.get',
  Update: 'report.clinic.update',
} as const;

/** GET /api/profile/get. Images are base64 without a data-URL prefix ('' when none). */
export interface ProfileReply {
  image: string;
  title: number;
  fullName: string;
  email: string;
  gender: number;
  /** YYYY-MM-DD */
  dob: string;
  medicalCredentials: number;
  specialization: string;
  licenseNumber: string;
  /** The country of the licence given at sign-up (a countries-table name, e.g. 'India'). */
  licenseCountry: string;
  signature: string;
}

export interface ProfileUpdateReply extends SuccessReply {
  /** The title's label, for the display cookie. */
  title: string;
}

/** GET /api/settings/get-clinic ('' for a field never saved). */
export interface ClinicSettingsReply {
  clinicName: string;
  clinicAddress: string;
  phoneNumber: string;
  countryCode: string;
  email: string;
  website: string;
  logo: string;
}

/** GET /api/settings/get-report-details: what a report header prints. */
export interface ReportDetailsReply {
  success: boolean;
  clinicId: string;
  hospitalName: string;
  hospitalAddress: string;
  doctorName: string;
  doctorSpecialization: string;
  doctorTitle: string;
  doctorSignature: string;
  hospitalLogo: string;
  /** Beyond spec 02: what a prescription must also carry (see PRACTICE_FIELDS in report-data). */
  doctorQualification: string;
  doctorRegistrationNumber: string;
  doctorRegistrationAuthority: string;
  hospitalPhone: string;
  hospitalEmail: string;
  hospitalWebsite: string;
}

export interface UserIdRequest {
  userId: string;
}

export interface PracticePatternMap {
  [ProfilePattern.Get]: { request: UserIdRequest; reply: ProfileReply };
  [ProfilePattern.Update]: {
    request: { userId: string; form: ProfileUpdateRequest };
    reply: ProfileUpdateReply;
  };
  [ProfilePattern.UpdateDoctorSettings]: {
    request: { userId: string; form: DoctorSettingsRequest };
    reply: SuccessReply;
  };
  [ProfilePattern.Delete]: { request: UserIdRequest; reply: SuccessReply };
  [ClinicPattern.Get]: { request: UserIdRequest; reply: ClinicSettingsReply & { complete: boolean } };
  [ClinicPattern.Update]: { request: { userId: string; form: ClinicSettingsRequest }; reply: SuccessReply };
}

/** The doctor half of check-settings-updated: a signature and what the header prints beside it. */
export function isDoctorSettingsComplete(profile: ProfileReply): boolean {
  return profile.signature !== '' && profile.medicalCredentials > 0 && profile.specialization.trim() !== '';
}

/**
 * Deletion, as the confirmation says it. Consultation records and reports are health records a clinic must keep
 * (India: at least 3 years, Indian Medical Council Regulations 2002 s.1.3.1; UAE: 25 years from the last
 * treatment, Federal Law No. 2 of 2019 art. 20). Tax invoices and payment records are kept as long as tax law asks:
 * India, 72 months from the due date of the year's annual return (CGST Act s.36), about 8 years from a payment;
 * the UAE, 5 years from the end of the tax period (Federal Decree-Law No. 8 of 2017 on VAT, art. 78).
 */
export const ACCOUNT_DELETION_TEXT = {
  title: 'Delete your account?',
  deleted:
    'Deleted now: your profile (name, title, gender, date of birth, credentials, specialization), your photo and signature, your clinic settings and logo, your feedback, your password and every signed-in session. Your e-mail address and licence number become free, so you can register again.',
  kept: 'Kept: the consultation records and reports you created, because clinics must keep medical records by law (at least 3 years in India, 25 years in the UAE), and your tax invoices and payment records for as long as tax law asks (about 8 years in India, 5 years in the UAE). They are kept only under your account number, then erased.',
  paidPlan:
    'A paid plan ends with the account: the rest of the period you paid for, and any period paid in advance, is forfeited and not refunded. Nothing is charged afterwards, as no card is kept.',
  irreversible: 'This cannot be undone. You will be signed out on every device.',
  confirm: 'Delete Account',
} as const;

/** The report header of a doctor: the doctor from auth, the clinic from report (get-report-details). */
export function reportDetailsOf(
  userId: string,
  profile: ProfileReply,
  clinic: ClinicSettingsReply,
): ReportDetailsReply {
  return {
    success: true,
    // One clinic per doctor: its settings row is keyed by the doctor.
    clinicId: userId,
    hospitalName: clinic.clinicName,
    hospitalAddress: clinic.clinicAddress,
    doctorName: profile.fullName,
    doctorSpecialization: profile.specialization,
    doctorTitle: TITLES.find((title) => title.id === profile.title)?.label ?? '',
    doctorSignature: profile.signature,
    hospitalLogo: clinic.logo,
    doctorQualification:
      MEDICAL_CREDENTIALS.find((choice) => choice.id === profile.medicalCredentials)?.label ?? '',
    doctorRegistrationNumber: profile.licenseNumber,
    doctorRegistrationAuthority: licensingAuthorityOf(profile.licenseCountry, profile.licenseNumber),
    hospitalPhone: clinic.phoneNumber ? `${clinic.countryCode} ${clinic.phoneNumber}`.trim() : '',
    hospitalEmail: clinic.email,
    hospitalWebsite: clinic.website,
  };
}
