import { Module } from '@nestjs/common';
import { CountriesModule } from '../countries/countries.module';
import { SecurityModule } from '../security/security.module';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [CountriesModule, SecurityModule],
  controllers: [UsersController],
  providers: [UsersService, UsersRepository],
  exports: [UsersService, UsersRepository],
})
export class UsersModule {}
