import { Arg, Args, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { UserInputError } from "../../errors.js";
import { NewsArticle } from "./news.entity.js";
import { PageArgs } from "../../lib/pagination.js";
import { NewsArticlePage } from "./news.service.js";

@Resolver(() => NewsArticle)
export class NewsResolver {
  @Query(() => NewsArticlePage, { description: "News articles, newest first, a page at a time" })
  newsArticles(@Args(() => PageArgs) args: PageArgs, @Ctx() { services }: RequestContext) {
    return services.news.page(args);
  }

  @Query(() => NewsArticle, {
    nullable: true,
    description: "One article, by its slug or by its title (give one of them)",
  })
  newsArticle(
    @Ctx() { services }: RequestContext,
    @Arg("slug", () => String, { nullable: true }) slug?: string,
    @Arg("title", () => String, { nullable: true }) title?: string,
  ) {
    if (slug != null && title == null) return services.news.findBySlug(slug);
    if (title != null && slug == null) return services.news.findByTitle(title);
    throw new UserInputError("Give either slug or title to find an article, not both or neither");
  }
}
