import { randomBytes, randomUUID } from "node:crypto";
import { darajaTimestamp } from "./daraja-client.js";
import {
  badRequest,
  postJson,
  Refusal,
  type Json,
  type SimulatedRoute,
  type Simulation,
} from "./simulated-daraja.js";

/* The simulator's C2B: the paybill's registered addresses, and a payment to the paybill by hand. */

/** A donor pays the paybill by hand: Daraja validates, then confirms, at the registered URLs. */
export async function payBill(
  sim: Simulation,
  {
    amount,
    phone,
    accountNumber,
    confirmations = 1,
    shortcode,
  }: {
    amount: number;
    phone: string;
    accountNumber: string;
    confirmations?: number;
    shortcode?: string;
  },
): Promise<Json> {
  const paybill = sim.paybill(shortcode);
  const { confirmation, validation } = paybill.c2bUrls;
  if (!confirmation || !validation) throw new Error(`No C2B URLs are registered for ${paybill.shortcode}`);
  const payment = {
    TransactionType: "Pay Bill",
    TransID: randomBytes(5).toString("hex").toUpperCase(),
    TransTime: darajaTimestamp(new Date()),
    TransAmount: amount.toFixed(2),
    BusinessShortCode: paybill.shortcode,
    BillRefNumber: accountNumber,
    InvoiceNumber: "",
    OrgAccountBalance: "",
    ThirdPartyTransID: "",
    // Daraja masks the payer's number in C2B notifications.
    MSISDN: `${phone.slice(0, 6)}***${phone.slice(-3)}`,
    FirstName: "Simulated",
    MiddleName: "",
    LastName: "Donor",
  };
  await postJson(validation, payment);
  for (let delivery = 0; delivery < confirmations; delivery++) await postJson(confirmation, payment);
  return payment;
}

/** The routes of C2B. */
export function c2bRoutes(sim: Simulation): Record<string, SimulatedRoute> {
  return {
    // Daraja's sandbox lets a developer make a paybill payment happen; it is then notified as a real one.
    "POST /mpesa/c2b/v1/simulate": (request, body) => {
      const paybill = sim.requireToken(request);
      if (body.ShortCode !== paybill.shortcode) throw badRequest("ShortCode");
      if (body.CommandID !== "CustomerPayBillOnline") throw badRequest("CommandID");
      if (!Number.isInteger(Number(body.Amount)) || Number(body.Amount) < 1) throw badRequest("Amount");
      if (!/^254[17]\d{8}$/.test(String(body.Msisdn))) throw badRequest("Msisdn");
      if (!paybill.c2bUrls.confirmation)
        throw new Refusal(400, "400.002.02", "Bad Request - No URLs are registered");
      sim.later(0, async () => {
        await payBill(sim, {
          amount: Number(body.Amount),
          phone: String(body.Msisdn),
          accountNumber: String(body.BillRefNumber ?? ""),
          shortcode: paybill.shortcode,
        });
      });
      return {
        OriginatorCoversationID: randomUUID(),
        ResponseCode: "0",
        ResponseDescription: "Accept the service request successfully.",
      };
    },

    "POST /mpesa/c2b/v1/registerurl": (request, body) => {
      const paybill = sim.requireToken(request);
      if (body.ShortCode !== paybill.shortcode) throw badRequest("ShortCode");
      if (body.ResponseType !== "Completed" && body.ResponseType !== "Cancelled")
        throw badRequest("ResponseType");
      for (const field of ["ConfirmationURL", "ValidationURL"]) {
        if (typeof body[field] !== "string" || !/^https?:\/\//.test(body[field])) throw badRequest(field);
      }
      if (paybill.registersOnce && paybill.registrations > 0) {
        throw new Refusal(500, "500.003.1001", "Urls are already registered");
      }
      paybill.c2bUrls = {
        confirmation: body.ConfirmationURL as string,
        validation: body.ValidationURL as string,
      };
      paybill.registrations += 1;
      return { OriginatorCoversationID: randomUUID(), ResponseCode: "0", ResponseDescription: "Success" };
    },
  };
}
