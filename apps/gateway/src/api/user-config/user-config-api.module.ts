import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { UserConfigController } from './user-config.controller';

@Module({ imports: [AuthGatewayModule], controllers: [UserConfigController] })
export class UserConfigApiModule {}
