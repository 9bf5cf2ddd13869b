import { ObjectType } from "type-graphql";
import type { DataSource, FindOptionsWhere, Repository } from "typeorm";
import { requireStaff, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, type Untrusted } from "../../lib/validation.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";
import {
  NewsletterSubscriberInput,
  NewsletterSubscriberPageArgs,
  SubscriptionInput,
} from "./newsletter-subscriber.inputs.js";

@ObjectType({ description: "One page of newsletter subscribers, newest first" })
export class NewsletterSubscriberPage extends PageOf(NewsletterSubscriber) {}

/** Addresses are compared and kept in lower case: Mary@Example.org and mary@example.org are one. */
function normalised<T extends { email?: unknown }>(data: T): T {
  return typeof data.email === "string" ? { ...data, email: data.email.trim().toLowerCase() } : data;
}

/**
 * The newsletter's subscribers. Anyone may subscribe; only staff see, change or remove the list,
 * which is private.
 */
export class NewsletterSubscriberService {
  private readonly subscribers: Repository<NewsletterSubscriber>;

  constructor(dataSource: DataSource) {
    this.subscribers = dataSource.getRepository(NewsletterSubscriber);
  }

  /**
   * Signs an address up, unconfirmed. Signing up again is not an error and adds nothing, and the
   * answer is the same either way, so that nobody learns whether an address was on the list.
   */
  async subscribe(data: Untrusted<SubscriptionInput>): Promise<void> {
    const { email } = await validated(SubscriptionInput, normalised(data));
    await this.subscribers
      .createQueryBuilder()
      .insert()
      .values({ email, confirmed: false })
      .orIgnore()
      .execute();
  }

  async page(
    actor: Actor | null,
    args: Partial<NewsletterSubscriberPageArgs>,
  ): Promise<Page<NewsletterSubscriber>> {
    requireStaff(actor);
    const input = await validated(NewsletterSubscriberPageArgs, args);
    const where: FindOptionsWhere<NewsletterSubscriber> =
      input.confirmed == null ? {} : { confirmed: input.confirmed };
    const [items, total] = await this.subscribers.findAndCount({
      where,
      order: { createdAt: "DESC", id: "DESC" },
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  async findById(actor: Actor | null, rawId: unknown): Promise<NewsletterSubscriber | null> {
    requireStaff(actor);
    return this.subscribers.findOneBy({ id: parseId(rawId) });
  }

  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<NewsletterSubscriberInput>,
  ): Promise<NewsletterSubscriber> {
    requireStaff(actor);
    const subscriber = await this.get(rawId);
    const input = await validated(NewsletterSubscriberInput, normalised(data));
    const holder = await this.subscribers.findOneBy({ email: input.email });
    if (holder && holder.id !== subscriber.id) throw this.addressTaken(input.email);
    Object.assign(subscriber, { email: input.email, confirmed: input.confirmed });
    try {
      return await this.subscribers.save(subscriber);
    } catch (error) {
      if (isUniqueViolation(error)) throw this.addressTaken(input.email);
      throw error;
    }
  }

  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireStaff(actor);
    const subscriber = await this.get(rawId);
    await this.subscribers.delete({ id: subscriber.id });
  }

  private async get(rawId: unknown): Promise<NewsletterSubscriber> {
    const subscriber = await this.subscribers.findOneBy({ id: parseId(rawId) });
    if (!subscriber) throw new NotFoundError(`There is no newsletter subscriber with id ${String(rawId)}`);
    return subscriber;
  }

  private addressTaken(email: string): UserInputError {
    return new UserInputError(`${email} is already subscribed; delete one of the two instead`);
  }
}
