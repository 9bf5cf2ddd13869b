import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { UserInputError } from "../../errors.js";
import { FocalPoint } from "../media/focal-point.js";
import { Image, toImage } from "../media/image.type.js";
import { Parish } from "../parish/parish.entity.js";
import { NewsArticle } from "./news.entity.js";
import { NewsArticleInput } from "./news.inputs.js";
import { previewed, type PreviewContext } from "../publication/preview.js";
import { PageArgs } from "../../lib/pagination.js";
import { NewsArticlePage } from "./news.service.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => NewsArticle)
export class NewsResolver {
  @Query(() => NewsArticlePage, {
    description:
      "News articles a page at a time: the published ones, the latest published first; with includeUnpublished (staff only), every article, drafts and scheduled ones too, the latest written first",
  })
  newsArticles(
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @Arg("needsTranslation", () => Boolean, {
      nullable: true,
      description:
        "With includeUnpublished: only the articles that lack (true) or have (false) a Kiswahili version of all their text",
    })
    needsTranslation?: boolean | null,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return includeUnpublished
      ? services.news.pageForStaff(actor, args, needsTranslation)
      : services.news.page(args);
  }

  @Query(() => NewsArticle, {
    nullable: true,
    description:
      "One published article, by its slug, its title, or its address (the last part of its page's address: its slug, or the title old links carry); give one of them. With includeUnpublished (staff only, by slug), a draft or scheduled article too.",
  })
  newsArticle(
    @Ctx() context: RequestContext & PreviewContext,
    @Arg("slug", () => String, { nullable: true }) slug?: string,
    @Arg("title", () => String, { nullable: true }) title?: string,
    @Arg("address", () => String, { nullable: true }) address?: string,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished?: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    const { services, actor } = context;
    if (includeUnpublished) {
      if (slug == null || title != null || address != null)
        throw new UserInputError("Give the slug alone to find an unpublished article");
      return services.news.findBySlugForStaff(actor, slug);
    }
    if ([slug, title, address].filter((value) => value != null).length === 1) {
      if (slug != null) return services.news.findBySlug(slug);
      if (title != null) return services.news.findByTitle(title);
      if (address != null)
        return (
          previewed(context, NewsArticle, (article) => article.slug === address) ??
          services.news.findByAddress(address)
        );
    }
    throw new UserInputError("Give one of slug, title or address to find an article");
  }

  @Mutation(() => NewsArticle, {
    description:
      "Adds an article, with a cover picture if one is uploaded (staff only; with a picture, a multipart request with the apollo-require-preflight header)",
  })
  createNewsArticle(
    @Arg("input", () => NewsArticleInput) input: NewsArticleInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.news.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => NewsArticle, {
    description:
      "Changes an article's title and body, and its cover picture if a new one is uploaded (staff only). The slug stays.",
  })
  updateNewsArticle(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => NewsArticleInput) input: NewsArticleInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.news.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes an article and its cover picture (staff only)" })
  async deleteNewsArticle(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.news.delete(actor, id);
    return true;
  }

  @Mutation(() => NewsArticle, {
    description:
      "Replaces an article's cover picture with an uploaded JPEG, PNG, WebP, GIF or AVIF image (staff only; a multipart request with the apollo-require-preflight header)",
  })
  setNewsArticleImage(
    @Arg("slug", () => String) slug: string,
    @Arg("image", () => GraphQLUpload) image: Promise<FileUpload>,
    @Ctx() { services, actor }: RequestContext,
    @Arg("imageFocalPoint", () => FocalPoint, {
      nullable: true,
      description: "The new picture's focal point; the centre when left out",
    })
    imageFocalPoint?: FocalPoint | null,
  ) {
    return services.news.setImage(actor, slug, { upload: image }, imageFocalPoint);
  }

  @FieldResolver(() => Parish, { nullable: true, description: "The parish it is tagged to, if any" })
  parish(@Root() article: NewsArticle, @Ctx() { loaders }: RequestContext) {
    return article.parishId === null ? null : loaders.parish.load(article.parishId);
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "The cover picture with its variants for srcset; null when there is none",
  })
  image(@Root() article: NewsArticle, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(article.imageUrl), article.imageFocalPoint);
  }
}
