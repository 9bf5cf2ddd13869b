import DataLoader from "dataloader";
import type { RegistrationSetup } from "./registration-setup.entity.js";
import type { RegistrationService } from "./registration.service.js";

/** The registrations' lookups that one request batches (see loaders.ts). */
export function eventRegistrationLoaders(registrations: RegistrationService) {
  return {
    // The calendar shows each listed event's fee and places left: one read for the whole page.
    registrationSetup: new DataLoader<number, RegistrationSetup | null>((eventIds) =>
      registrations.setupsOf(eventIds),
    ),
  };
}
