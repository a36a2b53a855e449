import { Injectable } from '@nestjs/common';
import { ACCESS_LIMITS } from '@medi/contracts';
import { newSecretToken, tokenHashOf } from '../security/secrets';
import { isKnownDeviceOf, knownDeviceExpiresAt } from './known-device.policy';
import { KnownDevicesRepository } from './known-devices.repository';

export interface IssuedKnownDevice {
  deviceToken: string;
  expiresAt: Date;
}

/**
 * Known devices: a browser that completed a sign-in (password and e-mailed code) holds a random token, and a
 * later sign-in presenting it is recognised as that doctor's device. Only the token's hash is stored.
 */
@Injectable()
export class KnownDevicesService {
  constructor(private readonly devices: KnownDevicesRepository) {}

  /**
   * The id of the known device `deviceToken` names, when it is valid for `userId`. The look-up runs whenever a
   * token is presented, whether or not the address has an account, so its time tells nothing about accounts.
   */
  async recognise(
    userId: string | undefined,
    deviceToken: string | undefined,
    now: Date,
  ): Promise<string | undefined> {
    if (!deviceToken) return undefined;
    const device = await this.devices.findByTokenHash(tokenHashOf(deviceToken));
    return isKnownDeviceOf(device, userId, now) ? device?.id : undefined;
  }

  /**
   * After a complete sign-in: a valid presented token is kept (and marked used); otherwise a new token is issued,
   * and the account keeps only its ACCESS_LIMITS.knownDevicesPerUser most recently used devices.
   */
  async remember(
    userId: string,
    presentedToken: string | undefined,
    now: Date,
  ): Promise<IssuedKnownDevice | undefined> {
    const knownDeviceId = await this.recognise(userId, presentedToken, now);
    if (knownDeviceId) {
      await this.devices.touch(knownDeviceId, now);
      return undefined;
    }
    const deviceToken = newSecretToken();
    const expiresAt = knownDeviceExpiresAt(now);
    await this.devices.insert({
      userId,
      tokenHash: tokenHashOf(deviceToken),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    });
    await this.devices.keepMostRecentlyUsed(userId, ACCESS_LIMITS.knownDevicesPerUser);
    return { deviceToken, expiresAt };
  }

  /** A password change or reset: no browser keeps the standing its sign-ins with the old password gave it. */
  forgetAllOfUser(userId: string): Promise<void> {
    return this.devices.deleteAllOfUser(userId);
  }
}
