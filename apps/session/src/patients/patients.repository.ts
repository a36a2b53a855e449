import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { and, eq, sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { NewAuditEvent } from '../audit/audit-event';

export type NewPatient = typeof schema.patients.$inferInsert;

@Injectable()
export class PatientsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  /**
   * Inserts the doctor's patient or updates the one with the same Patient Id; answers its id. The trail's row is
   * written in the same transaction: the change never happens without it.
   */
  async upsert(patient: NewPatient, auditOf: (patientId: string) => NewAuditEvent): Promise<string> {
    return this.db.transaction(async (tx) => {
      const id = await this.upsertIn(tx, patient);
      await tx.insert(schema.auditEvents).values(auditOf(id));
      return id;
    });
  }

  private async upsertIn(tx: Pick<Database<typeof schema>, 'insert'>, patient: NewPatient): Promise<string> {
    const [row] = await tx
      .insert(schema.patients)
      .values(patient)
      .onConflictDoUpdate({
        target: [schema.patients.userId, schema.patients.patientCode],
        set: {
          name: patient.name,
          gender: patient.gender,
          dateOfBirth: patient.dateOfBirth,
          mrnNumber: patient.mrnNumber,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: schema.patients.id });
    return row.id;
  }

  /** The patient as a report prints them; undefined when the row is gone. */
  async findById(patientId: string): Promise<typeof schema.patients.$inferSelect | undefined> {
    const [row] = await this.db.select().from(schema.patients).where(eq(schema.patients.id, patientId));
    return row;
  }

  async isOwnedBy(patientId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: schema.patients.id })
      .from(schema.patients)
      .where(and(eq(schema.patients.id, patientId), eq(schema.patients.userId, userId)));
    return row !== undefined;
  }
}
