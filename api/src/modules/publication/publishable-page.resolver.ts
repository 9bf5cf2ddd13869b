import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, type ClassType } from "type-graphql";
import type { Actor } from "../../authorization.js";
import type { RequestContext } from "../../context.js";
import { SHARE_PREVIEW_LENGTH, plainTextPreview } from "../../lib/rich-text.js";
import {
  LanguageArg,
  translated,
  type LanguageChoice,
  type Translatable,
} from "../translation/translation.js";
import { previewed, type PreviewContext } from "./preview.js";

/** What the service of a publishable page type offers its resolver. */
export interface PublishablePages<Page> {
  list(): Promise<Page[]>;
  listForStaff(actor: Actor | null, needsTranslation?: boolean | null): Promise<Page[]>;
  findBySlug(slug: string): Promise<Page | null>;
  findBySlugForStaff(actor: Actor | null, slug: string): Promise<Page | null>;
  delete(actor: Actor | null, id: string): Promise<void>;
}

/** A GraphQL operation's name and the description the schema gives it. */
interface Operation {
  name: string;
  description: string;
}

/**
 * The queries and the delete every publishable type with one page per item shares (a department,
 * an information page): the published list, or every item for staff; one item by slug, or the
 * item previewed there; its text's start as plain text; deleting one. Each type's resolver extends
 * this with its own names and descriptions, and adds what is its own (create and update, pictures).
 */
export function PublishablePageResolver<
  Page extends { slug: string; body: string } & Pick<Translatable, "kiswahili">,
>(options: {
  page: ClassType<Page>;
  service: (services: RequestContext["services"]) => PublishablePages<Page>;
  list: Operation;
  one: Operation;
  remove: Operation;
}) {
  const { page, service } = options;

  @Resolver(() => page)
  abstract class PublishablePageResolverBase {
    @Query(() => [page], { name: options.list.name, description: options.list.description })
    list(
      @Ctx() { services, actor }: RequestContext,
      @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
      @Arg("needsTranslation", () => Boolean, {
        nullable: true,
        description:
          "With includeUnpublished: only those that lack (true) or have (false) a Kiswahili version of all their text",
      })
      needsTranslation?: boolean | null,
      @LanguageArg() _language?: LanguageChoice | null,
    ) {
      return includeUnpublished
        ? service(services).listForStaff(actor, needsTranslation)
        : service(services).list();
    }

    @Query(() => page, { name: options.one.name, nullable: true, description: options.one.description })
    one(
      @Arg("slug", () => String) slug: string,
      @Ctx() context: RequestContext & PreviewContext,
      @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
      @LanguageArg() _language?: LanguageChoice | null,
    ) {
      const { services, actor } = context;
      if (includeUnpublished) return service(services).findBySlugForStaff(actor, slug);
      return (
        previewed(context, page, (item) => item.slug === slug.trim().toLowerCase()) ??
        service(services).findBySlug(slug)
      );
    }

    @FieldResolver(() => String, {
      description:
        "The start of its text as plain text, about 200 characters, for search results and share previews",
    })
    preview(@Root() item: Page, @Ctx() { language }: RequestContext) {
      return plainTextPreview(translated(item, language).body, SHARE_PREVIEW_LENGTH);
    }

    @Mutation(() => Boolean, { name: options.remove.name, description: options.remove.description })
    async remove(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
      await service(services).delete(actor, id);
      return true;
    }
  }
  return PublishablePageResolverBase;
}
