/** The lender-api port of the test (the jsdom page lives on the same origin: no CORS). */
export const PORT = Number(process.env.PARTNER_DESK_PORT ?? 4541);
