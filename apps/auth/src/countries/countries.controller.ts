import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthPattern, type Country, type LicensePatternResponse, type RequestOf } from '@medi/contracts';
import { CountriesService } from './countries.service';

@Controller()
export class CountriesController {
  constructor(private readonly countries: CountriesService) {}

  @MessagePattern(AuthPattern.ListCountries)
  listCountries(): Promise<Country[]> {
    return this.countries.listCountries();
  }

  @MessagePattern(AuthPattern.GetLicensePattern)
  getLicensePattern(
    @Payload() request: RequestOf<typeof AuthPattern.GetLicensePattern>,
  ): Promise<LicensePatternResponse> {
    return this.countries.getLicensePattern(request.countryId);
  }
}
