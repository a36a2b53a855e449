import { Injectable, Logger } from '@nestjs/common';
import {
  ACCESS_MESSAGES,
  AppError,
  createSignupRequestSchema,
  DomainEvent,
  parseOrThrow,
  isoDateOf,
  SIGNUP_MESSAGES,
  type RegisterRequest,
  type SuccessReply,
} from '@medi/contracts';
import { Clock, describeForLog, violatedUniqueConstraint } from '@medi/nest-common';
import { CountriesService } from '../countries/countries.service';
import { DomainEventsPublisher } from '../events/domain-events.publisher';
import { PasswordHasher } from '../security/password-hasher';
import { normalizeEmail, normalizeLicenseNumber } from './user-identity';
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
   * The gateway validated the form already; the service checks again what only it can be sure of: the country
   * exists and the licence matches its pattern, and the e-mail and licence are still free (the unique indexes
   * settle a race between two sign-ups).
   */
  async register({ form }: RegisterRequest): Promise<SuccessReply> {
    const now = this.clock.now();
    const licensePattern = await this.countries.findLicensePattern(Number(form.CountryId));
    const signup = parseOrThrow(createSignupRequestSchema({ today: isoDateOf(now), licensePattern }), form);
    if (licensePattern === undefined) {
      throw new AppError('COMMON.VALIDATION_FAILED', SIGNUP_MESSAGES.country, {
        CountryId: [SIGNUP_MESSAGES.country],
      });
    }
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
