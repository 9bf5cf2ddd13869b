import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";
import { NewsletterSubscriberInput, NewsletterSubscriberPageArgs } from "./newsletter-subscriber.inputs.js";
import { NewsletterReaders, NewsletterSubscriberPage } from "./newsletter-subscriber.service.js";

@Resolver(() => NewsletterSubscriber)
export class NewsletterSubscriberResolver {
  @Mutation(() => Boolean, {
    description:
      "Signs an e-mail address up for the newsletter, unconfirmed (no sign-in needed), and e-mails it a link to confirm (at most one an hour). Signing up again changes nothing; the answer is true either way. At most 5 sign-ups per client address in 15 minutes (TOO_MANY_REQUESTS).",
  })
  async subscribeToNewsletter(
    @Arg("email", () => String) email: string,
    @Ctx() { services, clientAddress, language }: RequestContext,
  ) {
    await services.newsletterSubscribers.subscribe({ email }, clientAddress, language);
    return true;
  }

  @Mutation(() => String, {
    description:
      "Confirms a subscription with the token of the e-mailed link (its ?token= parameter, or what follows #token= in links sent before), once; answers the confirmed address. A wrong, used or expired token is refused (BAD_USER_INPUT) with a message saying which.",
  })
  confirmNewsletterSubscription(
    @Arg("token", () => String) token: string,
    @Ctx() { services }: RequestContext,
  ) {
    return services.newsletterSubscribers.confirm(token);
  }

  @Query(() => NewsletterSubscriberPage, { description: "Newsletter subscribers, newest first (staff only)" })
  newsletterSubscribers(
    @Args(() => NewsletterSubscriberPageArgs) args: NewsletterSubscriberPageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.newsletterSubscribers.page(actor, args);
  }

  @Query(() => NewsletterReaders, {
    description:
      "How many confirmed readers, in each language, an issue sent now would go to (staff who edit only)",
  })
  newsletterReaders(@Ctx() { services, actor }: RequestContext) {
    return services.newsletterSubscribers.confirmedReaders(actor);
  }

  @Query(() => NewsletterSubscriber, {
    nullable: true,
    description: "One newsletter subscriber (staff only)",
  })
  newsletterSubscriber(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.newsletterSubscribers.findById(actor, id);
  }

  @Mutation(() => NewsletterSubscriber, {
    description: "Corrects a subscriber's address or marks it confirmed (staff only)",
  })
  updateNewsletterSubscriber(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => NewsletterSubscriberInput) input: NewsletterSubscriberInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.newsletterSubscribers.update(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Removes a subscriber from the list (staff only)" })
  async deleteNewsletterSubscriber(
    @Arg("id", () => ID) id: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    await services.newsletterSubscribers.delete(actor, id);
    return true;
  }
}
