/**
 * The grace days (`REPAYMENT_GRACE_DAYS`) every test server is configured with (test-app.ts) and the
 * seeded base database is built with (global-setup.ts): a test calling the repayment functions itself
 * passes this, as the server passes its configured value. A test of another value configures its own.
 */
export const TEST_GRACE_DAYS = 3;
