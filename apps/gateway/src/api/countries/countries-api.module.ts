import { Module } from '@nestjs/common';
import { CountriesController } from './countries.controller';

/** The countries and licence patterns sign-up reads (spec 01), under the spec's api/manage prefix. */
@Module({ controllers: [CountriesController] })
export class CountriesApiModule {}
