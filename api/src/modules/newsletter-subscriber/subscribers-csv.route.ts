import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { todayInDiocese } from "../../lib/calendar.js";
import type { NextBatch } from "../../db/newest-first-batches.js";
import { streamCsv, type CsvBatches } from "../../lib/csv.js";
import type { Services } from "../../services.js";
import type { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";

/** Where the Subscribers page's Export CSV downloads the whole list. */
export const SUBSCRIBERS_CSV_PATH = "/exports/newsletter-subscribers.csv";

const HEADER = ["E-mail", "Confirmed", "Confirmed on", "Language", "Subscribed on"];

/**
 * The newsletter's subscribers as a CSV file for a spreadsheet or a mailing program, for whoever
 * may see them (editors, system admins, a token that reads private data: the session's cookie or
 * token, as every private read), newest first, days in Kakamega; no cell that a spreadsheet would
 * run as a formula (lib/csv.ts), since anyone types the addresses. Written as it is read, a batch
 * of subscribers at a time.
 */
export function registerSubscribersCsv(app: FastifyInstance, services: Services): void {
  app.get(SUBSCRIBERS_CSV_PATH, async (request, reply) => {
    const filename = `newsletter-subscribers-${todayInDiocese(new Date())}.csv`;
    return streamCsv(reply, filename, HEADER, async () =>
      rowsOf(services.newsletterSubscribers.exportBatches(await actorOf(request, services))),
    );
  });
}

function rowsOf(next: NextBatch<NewsletterSubscriber>): CsvBatches {
  return async () =>
    (await next())?.map((subscriber) => [
      subscriber.email,
      subscriber.confirmed ? "yes" : "no",
      subscriber.confirmedAt ? todayInDiocese(subscriber.confirmedAt) : null,
      // The code a mailing program takes: en or sw.
      subscriber.language.toLowerCase(),
      todayInDiocese(subscriber.createdAt),
    ]) ?? null;
}
