import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { newsContentType } from "./news.content-type.js";
import { NEWS_ARTICLE_TRANSLATION, NewsArticle } from "./news.entity.js";
import { NewsResolver } from "./news.resolver.js";

export const newsModule = {
  name: "news",
  entities: [NewsArticle],
  resolvers: [NewsResolver, TranslationResolver(NewsArticle, NEWS_ARTICLE_TRANSLATION)],
  contentType: newsContentType,
} satisfies ModuleDeclaration;
