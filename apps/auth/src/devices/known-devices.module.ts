import { Module } from '@nestjs/common';
import { KnownDevicesRepository } from './known-devices.repository';
import { KnownDevicesService } from './known-devices.service';

/** Browsers that completed a sign-in, recognised at the next one (their own wrong-password budget). */
@Module({
  providers: [KnownDevicesRepository, KnownDevicesService],
  exports: [KnownDevicesService, KnownDevicesRepository],
})
export class KnownDevicesModule {}
