export * from './fhir-types';
export * from './profiles';
export * from './consultation-bundle';
