import { Injectable } from '@nestjs/common';
import { AppError } from '@medi/contracts';
import { z } from 'zod';
import { ConsultationsRepository } from './consultations.repository';

const userIdSchema = z.uuid();

@Injectable()
export class ConsultationsService {
  constructor(private readonly consultations: ConsultationsRepository) {}

  /** Every consultation session the user started, whatever its status (the user config's userSessionsCount). */
  async countUserSessions(userId: string): Promise<{ count: number }> {
    if (!userIdSchema.safeParse(userId).success) {
      throw new AppError('COMMON.BAD_REQUEST', `Not a user id: ${String(userId).slice(0, 64)}`);
    }
    return { count: await this.consultations.countByUser(userId) };
  }
}
