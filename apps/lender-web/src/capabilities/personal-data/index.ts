// The individual personal data's rules, shared by the eKYC step and My Account's single-page edit.
// Apart from the wizard kit: pages that load the kit without this schema do not load its rules.
// Used only through this file.
export { personalSchema, type PersonalSchemaMessages } from './personal-schema';
