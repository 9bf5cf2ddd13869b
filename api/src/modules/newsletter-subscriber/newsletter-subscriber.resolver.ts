import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";
import { NewsletterSubscriberInput, NewsletterSubscriberPageArgs } from "./newsletter-subscriber.inputs.js";
import { NewsletterSubscriberPage } from "./newsletter-subscriber.service.js";

@Resolver(() => NewsletterSubscriber)
export class NewsletterSubscriberResolver {
  @Mutation(() => Boolean, {
    description:
      "Signs an e-mail address up for the newsletter, unconfirmed (no sign-in needed). Signing up again changes nothing; the answer is true either way.",
  })
  async subscribeToNewsletter(
    @Arg("email", () => String) email: string,
    @Ctx() { services }: RequestContext,
  ) {
    await services.newsletterSubscribers.subscribe({ email });
    return true;
  }

  @Query(() => NewsletterSubscriberPage, { description: "Newsletter subscribers, newest first (staff only)" })
  newsletterSubscribers(
    @Args(() => NewsletterSubscriberPageArgs) args: NewsletterSubscriberPageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.newsletterSubscribers.page(actor, args);
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
