-- The plans of spec 02 section 9, equal to PLANS in libs/contracts/src/plans.ts (a test asserts it).
-- access_minutes: Free 30 minutes, Pro 10 hours, Advanced 20 hours; NULL = custom (Enterprise, sold by contact).
INSERT INTO "billing"."plans" ("plan_id", "name", "reports_per_month", "access_minutes", "session_limit_minutes") VALUES
	(1, 'Free', 5, 30, 10),
	(2, 'Pro', 40, 600, 15),
	(3, 'Advanced', 80, 1200, 15),
	(4, 'Enterprise', NULL, NULL, NULL)
ON CONFLICT ("plan_id") DO NOTHING;
