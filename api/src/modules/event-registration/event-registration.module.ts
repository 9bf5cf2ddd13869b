import type { ModuleDeclaration } from "../../module-declaration.js";
import { RegistrationSetup } from "./registration-setup.entity.js";
import { Registration } from "./registration.entity.js";
import { EventRegistrations1796800000000 } from "./registration.migration.js";
import {
  ContributionRegistrationResolver,
  EventRegistrationSetupResolver,
  RegistrationResolver,
  RegistrationSetupResolver,
} from "./registration.resolver.js";
import { RegistrationStaffResolver } from "./registration-staff.resolver.js";
import { RegistrantPageResolver } from "./registrant-page.resolver.js";

export const eventRegistrationModule = {
  name: "event-registration",
  // An event's page shows its setup and places left; registrations name people and their phones.
  entities: [RegistrationSetup],
  privateEntities: [Registration],
  migrations: [EventRegistrations1796800000000],
  resolvers: [
    EventRegistrationSetupResolver,
    RegistrationSetupResolver,
    RegistrationResolver,
    RegistrationStaffResolver,
    ContributionRegistrationResolver,
    RegistrantPageResolver,
  ],
} satisfies ModuleDeclaration;
