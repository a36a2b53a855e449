-- The countries doctors register from, with the licence-number pattern each one accepts:
-- India: an optional council code (2-6 letters), an optional registration year, then 4-7 digits (e.g. "KMC-2015-123456", "123456").
-- UAE: the issuing authority (DHA, DOH, MOHAP or MOH), an optional category letter, then 5-8 digits (e.g. "DHA-P-0012345").
INSERT INTO "auth"."countries" ("country_id", "country_name", "license_pattern") VALUES
	(1, 'India', '^(?:[A-Z]{2,6}[-/ ]?)?(?:(?:19|20)\d{2}[-/ ]?)?\d{4,7}$'),
	(2, 'United Arab Emirates', '^(?:DHA|DOH|MOHAP|MOH)[-/ ]?(?:[A-Z][-/ ]?)?\d{5,8}$')
ON CONFLICT ("country_id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"auth"."countries"', 'country_id'), (SELECT max("country_id") FROM "auth"."countries"));
