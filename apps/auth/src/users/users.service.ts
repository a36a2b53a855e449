import { Injectable, Logger } from '@nestjs/common';
import {
  ACCESS_MESSAGES,
  AppError,
  createSignupRequestSchema,
  DomainEvent,
  fieldMessages,
  normalizeEmail,
  normalizeLicenseNumber,
  parseOrThrow,
  isoDateOf,
  SIGNUP_MESSAGES,
  type RegisterRequest,
  type SignupRequest,
  type SuccessReply,
} from '@medi/contracts';
import { Clock, describeForLog, violatedUniqueConstraint } from '@medi/nest-common';
import { CountriesService } from '../countries/countries.service';
import { DomainEventsPublisher } from '../events/domain-events.publisher';
import { PasswordHasher } from '../security/password-hasher';
import { USER_UNIQUE_CONSTRAINTS, UsersRepository, type UserRow } from './users.repository';

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly countries: CountriesService,
    private readonly hasher: PasswordHasher,
    private readonly events: DomainEventsPublisher,
    private readonly clock: Clock,
  ) {}

  /**
   * The one place the sign-up form is validated (the gateway passes it on as sent): the schema needs today's date
   * and the chosen country's licence pattern, which only this service knows. The e-mail and licence must still be
   * free; the unique indexes settle a race between two sign-ups.
   */
  async register({ form }: RegisterRequest): Promise<SuccessReply> {
    const now = this.clock.now();
    const signup = await this.validSignup(form, now);
    const email = normalizeEmail(signup.Email);
    const licenseNumber = normalizeLicenseNumber(signup.LicenseNumber);
    if (await this.users.existsWithEmail(email)) throw emailExists();
    if (await this.users.existsWithLicenseNumber(licenseNumber)) throw licenseExists();

    const user = await this.users
      .insert({
        email,
        licenseNumber,
        title: signup.Title,
        name: signup.Name,
        gender: signup.Gender,
        dateOfBirth: signup.DateOfBirth,
        medicalCredentials: signup.MedicalCredentials,
        specialization: signup.Specialization,
        countryId: signup.CountryId,
        passwordHash: await this.hasher.hash(signup.Password),
        createdAt: now,
        passwordChangedAt: now,
      })
      .catch((error: unknown) => {
        const constraint = violatedUniqueConstraint(error);
        if (constraint === USER_UNIQUE_CONSTRAINTS.email) throw emailExists();
        if (constraint === USER_UNIQUE_CONSTRAINTS.licenseNumber) throw licenseExists();
        throw error;
      });
    await this.announceRegistration(user);
    return { success: true, message: ACCESS_MESSAGES.signupSuccess };
  }

  private async validSignup(form: unknown, now: Date): Promise<SignupRequest> {
    const countryId = countryIdOf(form);
    const licensePattern =
      countryId === undefined ? undefined : await this.countries.findLicensePattern(countryId);
    const schema = createSignupRequestSchema({ today: isoDateOf(now), licensePattern });
    if (countryId === undefined || licensePattern !== undefined) return parseOrThrow(schema, form, 'body');
    // A country id that names no country is the same mistake as choosing none, reported with the others.
    const mistakes = schema.safeParse(form);
    const details = mistakes.success ? {} : fieldMessages(mistakes.error, 'body');
    throw new AppError('COMMON.VALIDATION_FAILED', SIGNUP_MESSAGES.country, {
      ...details,
      CountryId: [SIGNUP_MESSAGES.country],
    });
  }

  async emailExists(email: string): Promise<boolean> {
    return this.users.existsWithEmail(normalizeEmail(email));
  }

  async licenseExists(licenseNumber: string): Promise<boolean> {
    return this.users.existsWithLicenseNumber(normalizeLicenseNumber(licenseNumber));
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  setPasswordHash(id: string, passwordHash: string, changedAt: Date): Promise<void> {
    return this.users.setPasswordHash(id, passwordHash, changedAt);
  }

  /**
   * Billing creates the Free entitlement from this event. The account exists either way: a lost event is logged
   * for support rather than failing a sign-up the doctor cannot repeat.
   */
  private async announceRegistration(user: UserRow): Promise<void> {
    try {
      await this.events.emit(DomainEvent.UserRegistered, { userId: user.id });
    } catch (error) {
      this.logger.error(`UserRegistered for ${user.id} was not published: ${describeForLog(error)}`);
    }
  }
}

function emailExists(): AppError {
  return new AppError('AUTH.EMAIL_EXISTS', ACCESS_MESSAGES.emailExists);
}

function licenseExists(): AppError {
  return new AppError('AUTH.LICENSE_EXISTS', ACCESS_MESSAGES.licenseExists);
}

/** The CountryId as the schema will read it (a number or a select's string); undefined when not a valid id. */
function countryIdOf(form: unknown): number | undefined {
  if (typeof form !== 'object' || form === null) return undefined;
  const value = Number((form as Record<string, unknown>).CountryId);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
