import type { AccessPatternMap } from './access.contracts';
import type { AuditPatternMap } from './audit.contracts';
import type { EntitlementPatternMap, UsagePatternMap } from './entitlements';
import type { ConsultationPatternMap } from './consultation/consultation.contracts';
import type { ConsultationHistoryPatternMap } from './consultation/consultation-history';
import type { InvoicePatternMap } from './invoices';
import type { PaymentPatternMap } from './payments';
import type { Country, LicensePatternResponse } from './countries';
import type { PracticePatternMap } from './practice.contracts';
import type { SupportPatternMap } from './support/support.contracts';
import type { DeliveryPatternMap } from './reports/delivery.contracts';
import type { ReportGenerationPatternMap } from './reports/report-patterns';

/**
 * Request/reply message patterns, one constant per call, paired with its request and reply types.
 * The first segment names the owning service: requests go to that service's stream.
 */
export const AuthPattern = {
  ListCountries: 'auth.countries.list',
  GetLicensePattern: 'auth.countries.license-pattern',
} as const;

export const SessionPattern = {
  Ping: 'session.system.ping',
  /** How many consultation sessions a user has recorded (the user config's userSessionsCount). */
  CountUserSessions: 'session.consultations.count-by-user',
} as const;

export const ReportPattern = {
  Ping: 'report.system.ping',
} as const;

export const BillingPattern = {
  Ping: 'billing.system.ping',
} as const;

export interface PingReply {
  service: ServiceName;
  at: string;
}

export interface PatternMap
  extends
    AccessPatternMap,
    AuditPatternMap,
    EntitlementPatternMap,
    PracticePatternMap,
    UsagePatternMap,
    ConsultationPatternMap,
    ConsultationHistoryPatternMap,
    PaymentPatternMap,
    InvoicePatternMap,
    SupportPatternMap,
    DeliveryPatternMap,
    ReportGenerationPatternMap {
  [AuthPattern.ListCountries]: { request: Record<string, never>; reply: Country[] };
  [AuthPattern.GetLicensePattern]: { request: { countryId: number }; reply: LicensePatternResponse };
  [SessionPattern.Ping]: { request: Record<string, never>; reply: PingReply };
  [SessionPattern.CountUserSessions]: { request: { userId: string }; reply: { count: number } };
  [ReportPattern.Ping]: { request: Record<string, never>; reply: PingReply };
  [BillingPattern.Ping]: { request: Record<string, never>; reply: PingReply };
}

export type MessagePatternName = keyof PatternMap;
export type RequestOf<P extends MessagePatternName> = PatternMap[P]['request'];
export type ReplyOf<P extends MessagePatternName> = PatternMap[P]['reply'];

export const SERVICE_NAMES = ['auth', 'session', 'report', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Domain events: published once, delivered once to every service group. Ids only: events stay in Redis for a day. */
export const DomainEvent = {
  UserRegistered: 'event.user.registered',
  /** The account is gone: each service erases what it holds about the doctor that the law does not keep. */
  UserDeleted: 'event.user.deleted',
  /** A payment's tax invoice was issued: the report service renders it and mails it to the doctor. */
  InvoiceIssued: 'event.invoice.issued',
} as const;

export interface EventMap {
  [DomainEvent.UserRegistered]: { userId: string };
  [DomainEvent.UserDeleted]: { userId: string };
  [DomainEvent.InvoiceIssued]: { invoiceNumber: string };
}
export type DomainEventName = keyof EventMap;
