import { Module } from '@nestjs/common';
import { CountriesModule } from '../countries/countries.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [UsersModule, CountriesModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
