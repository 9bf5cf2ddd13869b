import { SYSTEM_ACTOR } from "../authorization.js";
import { GiftMethod } from "../modules/contribution/contribution.entity.js";
import { RegistrationPayment, RegistrationRole } from "../modules/event-registration/registration.entity.js";
import type { Services } from "../services.js";

/** The sample event that takes registrations (events.ts), its fee and its places. */
export const SAMPLE_CAMP = { title: "KAYO Youth Camp", feeKes: 1_500, capacity: 40, closesDaysBefore: 3 };

/** The camp's own question, beside parish, role and diet. */
const T_SHIRT = {
  label: "T-shirt size",
  labelSw: "Saizi ya fulana",
  kind: "CHOICE" as const,
  choices: ["S", "M", "L", "XL"],
  required: true,
};

/**
 * Young people registered for the camp, their fee paid in cash at their parish and recorded by the
 * treasurer, and one who cancelled. Their numbers are opted out of SMS first: a sample sends none.
 */
const SAMPLE_REGISTRANTS: {
  name: string;
  phone: string;
  parish: string;
  size: string;
  cancelled?: boolean;
}[] = [
  { name: "Brian Wekesa", phone: "0700 100 201", parish: "Cathedral Parish, Kakamega", size: "L" },
  { name: "Mercy Akinyi", phone: "0700 100 202", parish: "St. Peter's Shirere", size: "M" },
  { name: "Kevin Ouma", phone: "0700 100 203", parish: "St. John's Lurambi", size: "XL" },
  { name: "Faith Nekesa", phone: "0700 100 204", parish: "St. Paul's Kaimosi", size: "S" },
  { name: "Dennis Shikuku", phone: "0700 100 205", parish: "St. Andrew's Mbale", size: "M" },
  {
    name: "Sharon Anyango",
    phone: "0700 100 206",
    parish: "Cathedral Parish, Kakamega",
    size: "S",
    cancelled: true,
  },
];

/** The youth camp takes registrations, and a few young people have registered and paid. */
export async function seedRegistrations(services: Services, today: string): Promise<void> {
  const camp = (await services.events.page({ pageSize: 50 })).items.find(
    (event) => event.title === SAMPLE_CAMP.title,
  );
  if (!camp) throw new Error(`The sample events have no ${SAMPLE_CAMP.title}`);
  const closesAt = new Date(
    new Date(`${camp.date}T17:00:00+03:00`).getTime() - SAMPLE_CAMP.closesDaysBefore * 86_400_000,
  );
  await services.registrations.setUp(SYSTEM_ACTOR, camp.id, {
    feeKes: SAMPLE_CAMP.feeKes,
    capacity: SAMPLE_CAMP.capacity,
    closesAt,
    askParish: true,
    askRole: true,
    askDiet: true,
    questions: [T_SHIRT],
  });
  const parishes = await services.parishes.listAll();
  for (const registrant of SAMPLE_REGISTRANTS) {
    await services.sms.optOut(registrant.phone, "sample");
    const parish = parishes.find((each) => each.name === registrant.parish);
    const registration = await services.registrations.register(
      {
        eventId: String(camp.id),
        name: registrant.name,
        phone: registrant.phone,
        parishId: parish ? String(parish.id) : null,
        role: RegistrationRole.YOUTH,
        diet: registrant.size === "XL" ? "Vegetarian" : null,
        answers: [{ questionId: "q1", answer: registrant.size }],
      },
      "sample-content",
      "en",
      RegistrationPayment.PAYBILL,
    );
    await services.treasurerLedger.addRecordedEntry({
      projectId: null,
      assessmentId: null,
      registrationId: registration.id,
      method: GiftMethod.CASH,
      amountKes: SAMPLE_CAMP.feeKes,
      reference: `Youth camp fee, ${registrant.parish}`,
      donorName: registrant.name,
      anonymous: false,
      recordedByUserId: null,
      receivedOn: today,
      pledgeId: null,
    });
    if (registrant.cancelled) await services.registrations.cancel(registration.token);
  }
}
