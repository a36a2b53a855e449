import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_DELETION_TEXT,
  AppError,
  createProfileUpdateSchema,
  DomainEvent,
  doctorSettingsSchema,
  fieldMessages,
  isoDateOf,
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
  TITLES,
  type DoctorSettingsRequest,
  type ProfileReply,
  type ProfileUpdateReply,
  type ProfileUpdateRequest,
  type SuccessReply,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { normalizeImageField } from '@medi/images';
import type { z } from 'zod';
import { DomainEventsPublisher } from '../events/domain-events.publisher';
import { TransactionHost } from '@medi/nest-common';
import { isUserId } from '../users/user-identity';
import { UsersRepository, type UserRow } from '../users/users.repository';

/**
 * The doctor's own record (spec 02 My Profile and the Doctor's Information tab). One source for credentials and
 * specialization; the photo and signature pass the image pipeline before anything is written, so a refused image
 * changes nothing.
 */
@Injectable()
export class ProfileService {
  private readonly logger = new Logger(ProfileService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly transactions: TransactionHost,
    private readonly events: DomainEventsPublisher,
    private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<ProfileReply> {
    const user = await this.existingUser(userId);
    return {
      image: user.image ?? '',
      title: user.title,
      fullName: user.name,
      email: user.email,
      gender: user.gender,
      dob: user.dateOfBirth,
      medicalCredentials: user.medicalCredentials,
      specialization: user.specialization,
      licenseNumber: user.licenseNumber,
      signature: user.signature ?? '',
    };
  }

  async update(userId: string, form: ProfileUpdateRequest): Promise<ProfileUpdateReply> {
    const valid = parsed(createProfileUpdateSchema({ today: isoDateOf(this.clock.now()) }), form);
    await this.existingUser(userId);
    const image = valid.Image
      ? await normalizeImageField(valid.Image, 'photo', 'Image', PROFILE_MESSAGES.image)
      : undefined;
    const updated = await this.users.updateProfile(userId, {
      title: valid.Title,
      gender: valid.Gender,
      dateOfBirth: valid.DOB,
      medicalCredentials: valid.MedicalCredentials,
      specialization: valid.Specialization,
      ...(image === undefined ? {} : { image }),
    });
    if (!updated) throw notFound();
    const title = TITLES.find((choice) => choice.id === updated.title)?.label ?? '';
    return { success: true, message: PROFILE_MESSAGES.updated, title };
  }

  async updateDoctorSettings(userId: string, form: DoctorSettingsRequest): Promise<SuccessReply> {
    const valid = parsed(doctorSettingsSchema, form);
    await this.existingUser(userId);
    const signature = await normalizeImageField(
      valid.Signature,
      'signature',
      'Signature',
      SETTINGS_MESSAGES.fileFormat,
    );
    const updated = await this.users.updateProfile(userId, {
      signature,
      medicalCredentials: valid.MedicalCredentials,
      specialization: valid.Specialization,
    });
    if (!updated) throw notFound();
    return { success: true, message: SETTINGS_MESSAGES.doctorUpdated };
  }

  /**
   * Deletes the account and its personal data in one transaction, which also ends every session and sign-in in
   * progress. The other services erase what they hold on UserDeleted; records the law keeps stay there (the
   * confirmation's text: ACCOUNT_DELETION_TEXT).
   */
  async delete(userId: string): Promise<SuccessReply> {
    await this.existingUser(userId);
    const deleted = await this.transactions.run(() => this.users.deleteWithPersonalData(userId));
    if (!deleted) throw notFound();
    try {
      await this.events.emit(DomainEvent.UserDeleted, { userId });
    } catch (error) {
      // The account is gone either way; a lost event leaves clinic settings that support must erase by hand.
      this.logger.error(`UserDeleted for ${userId} was not published: ${String(error)}`);
    }
    return { success: true, message: `${PROFILE_MESSAGES.deleted} ${ACCOUNT_DELETION_TEXT.irreversible}` };
  }

  private async existingUser(userId: string): Promise<UserRow> {
    const user = isUserId(userId) ? await this.users.findById(userId) : undefined;
    if (!user) throw notFound();
    return user;
  }
}

/** The gateway ran the same schema; the service checks again because it is the one that writes. */
function parsed<Schema extends z.ZodType>(schema: Schema, form: unknown): z.output<Schema> {
  const result = schema.safeParse(form);
  if (result.success) return result.data;
  throw new AppError('COMMON.VALIDATION_FAILED', result.error.issues[0].message, fieldMessages(result.error));
}

function notFound(): AppError {
  return new AppError('COMMON.NOT_FOUND', SERVICE_MESSAGES.noSuchAccount);
}
