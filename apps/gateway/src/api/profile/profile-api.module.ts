import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { ProfileController } from './profile.controller';

@Module({ imports: [AuthGatewayModule], controllers: [ProfileController] })
export class ProfileApiModule {}
