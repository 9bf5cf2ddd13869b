import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, NotFoundError } from "../../errors.js";
import { formFields } from "../../lib/cross-site-form.js";
import { isPossibleId } from "../../lib/validation.js";
import type { ProvinceArticle } from "../province-article/province-article.entity.js";
import type { ProvinceArticleInput } from "../province-article/province-article.inputs.js";
import type { ProvinceArticleService } from "../province-article/province-article.service.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { sendPage, sendPageOrRefusal, type SeeOther } from "./province-pages.js";
import { articlePage, articlesPage, type ArticleForm } from "./article-pages.js";

interface ArticleAdminParts {
  articles: ProvinceArticleService;
  /**
   * The administrator the request's province session is, or null once the sign-in page has been
   * sent instead (401 to a form: its session has ended).
   */
  signedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<ProvinceAdmin | null>;
}

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** A page, or why it was refused with a link back. */
const orRefusal = (reply: FastifyReply, draw: () => Promise<string | SeeOther>) =>
  sendPageOrRefusal(reply, draw, { href: "/province/news", label: "The province's news" });

/**
 * The province's administrators write its news (issue #44, modules/province-article/): routes in
 * the scope of the province's pages (province-admin.routes.ts), which answers at PROVINCE_HOST
 * alone and refuses a form sent from elsewhere. Every one reads the session first: a page for no
 * one signed in is the sign-in. A form that is taken answers with a redirect to the page that
 * shows the outcome, so that reloading that page sends nothing twice.
 */
export function registerArticleAdmin(scope: FastifyInstance, parts: ArticleAdminParts): void {
  const { articles, signedIn } = parts;

  scope.get("/province/news", async (request, reply) => {
    const admin = await signedIn(request, reply);
    if (!admin) return reply;
    const { after, deleted } = request.query as Record<string, unknown>;
    const said = deleted === undefined ? undefined : "The article is deleted.";
    return orRefusal(reply, async () =>
      articlesPage(admin, await articles.forAdministrators(typeof after === "string" ? after : null), {
        said,
      }),
    );
  });

  scope.post("/province/news", async (request, reply) => {
    const admin = await signedIn(request, reply);
    if (!admin) return reply;
    const form = articleForm(request.body);
    try {
      const article = await articles.write({ admin, ip: request.ip }, inputOf(form));
      return reply.redirect(`/province/news/${article.id}?saved=new`, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const page = articlesPage(admin, await articles.forAdministrators(), { refusal: error.message, form });
      return sendPage(reply.code(error.httpStatus), page);
    }
  });

  scope.get("/province/news/:id", async (request: WithId, reply) => {
    const admin = await signedIn(request, reply);
    if (!admin) return reply;
    const { saved } = request.query as Record<string, unknown>;
    return orRefusal(reply, async () => {
      const article = await articles.byId(articleId(request));
      return articlePage(admin, article, { said: savedSaid(saved, article) });
    });
  });

  scope.post("/province/news/:id", async (request: WithId, reply) => {
    const admin = await signedIn(request, reply);
    if (!admin) return reply;
    const form = articleForm(request.body);
    return orRefusal(reply, async () => {
      const id = articleId(request);
      try {
        await articles.change({ admin, ip: request.ip }, id, inputOf(form));
        return { seeOther: `/province/news/${id}?saved=changes` };
      } catch (error) {
        if (!(error instanceof AppError) || error.httpStatus === 404) throw error;
        reply.code(error.httpStatus);
        return articlePage(admin, await articles.byId(id), { refusal: error.message, form });
      }
    });
  });

  scope.post("/province/news/:id/delete", async (request: WithId, reply) => {
    const admin = await signedIn(request, reply);
    if (!admin) return reply;
    return orRefusal(reply, async () => {
      const id = articleId(request);
      const article = await articles.byId(id);
      if (formFields(request.body).confirm !== "on") {
        reply.code(400);
        return articlePage(admin, article, { refusal: "Tick “Yes, delete it” to delete the article" });
      }
      await articles.remove({ admin, ip: request.ip }, id);
      return { seeOther: "/province/news?deleted" };
    });
  });
}

/** What an article's page says after its form was taken (`?saved=`). */
function savedSaid(saved: unknown, article: ProvinceArticle): string | undefined {
  if (saved === "changes") return "The changes are saved.";
  if (saved !== "new") return undefined;
  return article.publishedAt ? `Published ${article.title}.` : `Saved ${article.title} as a draft.`;
}

function articleId(request: WithId): number {
  const { id } = request.params;
  if (!isPossibleId(id)) throw new NotFoundError(`The province's news has no article ${id}`);
  return Number(id);
}

/** The fields of an article's form, each as text. */
function articleForm(body: unknown): ArticleForm {
  const fields = formFields(body);
  const text = (name: string) => (typeof fields[name] === "string" ? fields[name] : undefined);
  return {
    title: text("title"),
    titleInKiswahili: text("titleInKiswahili"),
    body: text("body"),
    bodyInKiswahili: text("bodyInKiswahili"),
    published: text("published"),
  };
}

/** What the service is asked to write: a ticked box sends "on", an unticked one nothing. */
function inputOf(form: ArticleForm): Partial<Record<keyof ProvinceArticleInput, unknown>> {
  return { ...form, published: form.published === "on" };
}
