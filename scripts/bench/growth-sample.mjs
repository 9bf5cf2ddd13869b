// The growth part's sample made through the API, whose rows the SQL fill copies (growth-fill.mjs),
// and the check that the rows the SQL made read as the API's own: listed, addressable, counted.

/** The administrator the growth part's sites are given at their first start. */
export const ADMIN = { email: "growth-bench@example.org", password: "growth-bench-password" };

/** A signed-in administrator's access token, from the legacy sign-in (POST /api/login). */
export async function signIn(site) {
  const response = await fetch(`${site.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await response.json();
  if (!token) throw new Error(`the growth part could not sign in to ${site.url} (${response.status})`);
  return token;
}

/** A GraphQL operation's data, as the administrator `token` (or a visitor); throws on an error. */
export async function graphql(site, query, variables, token) {
  const response = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "access-token": token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = await response.json();
  if (errors) throw new Error(`GraphQL refused the growth part: ${errors[0].message}`);
  return data;
}

const ARTICLE_BODY = [
  "<p>Parishioners from every congregation of the archdeaconry filled the church on Sunday for the",
  "harvest thanksgiving service, bringing maize, beans, bananas and the first of the season's milk to",
  "the altar. The archdeacon preached on the sower and the seed, and thanked the farmers who gave land",
  "and labour to the parish's demonstration plot.</p><p>After the service the produce was sold by",
  "auction under the trees, and the proceeds will go towards the new roof of the vicarage and school",
  "fees for orphans of the parish. The Mothers' Union served lunch to more than three hundred guests,",
  "and the youth choir led the singing until the evening.</p><p>The vicar asked every household to",
  "pray for good rains in the coming season, and announced that the confirmation class begins next",
  "month. Those who wish to be confirmed should give their names to the catechist before the end of",
  "the month.</p>",
].join(" ");

/**
 * Through the API, as the administrator: an article (GraphQL, and one by the legacy REST path),
 * a weekly event and a one-day event, a parish with its services, a gift recorded by staff and a
 * confirmed subscriber. Their audit entries are made by the same writes. Answers their ids.
 */
export async function makeSamples(site) {
  const token = await signIn(site);
  const ask = (query, variables) => graphql(site, query, variables, token);
  const { createNewsArticle } = await ask(
    `mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { id } }`,
    { input: { title: "Harvest thanksgiving at the parish", body: ARTICLE_BODY } },
  );
  const legacy = await fetch(`${site.url}/api/createNews`, {
    method: "POST",
    headers: { "content-type": "application/json", "access-token": token },
    body: JSON.stringify({ title: "Confirmation class begins", content: "<p>Names to the catechist.</p>" }),
  });
  if (!legacy.ok) throw new Error(`POST /api/createNews answered ${legacy.status}`);
  const event = `mutation ($input: EventInput!) { createEvent(input: $input) { id } }`;
  const [today] = new Date().toISOString().split("T");
  const inDays = (days) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
  const weekly = await ask(event, {
    input: {
      title: "Weekly prayer meeting",
      date: inDays(7),
      startTime: "07:00:00",
      endTime: "08:00:00",
      place: "Parish church",
      description: "Prayer for the parish and the diocese, open to all.",
      parishId: "2",
      repeat: { frequency: "WEEKLY", until: inDays(7 + 26 * 7) },
    },
  });
  const oneDay = await ask(event, {
    input: {
      title: "Parish fundraising day",
      date: inDays(10),
      startTime: "09:00:00",
      endTime: "14:00:00",
      place: "Parish grounds",
      description: "Giving towards the parish's new classrooms, with a service and lunch.",
    },
  });
  const ids = {
    article: createNewsArticle.id,
    weeklyEvent: weekly.createEvent.id,
    oneDayEvent: oneDay.createEvent.id,
  };
  return { ...ids, ...(await makeLedgerSamples(ask, site, today)) };
}

/** The parish, the gift and the confirmed subscriber of makeSamples. */
async function makeLedgerSamples(ask, site, today) {
  const services = ["07:30", "10:00"].map((startTime, k) => ({
    day: "SUNDAY",
    startTime,
    language: k ? "KISWAHILI" : "ENGLISH",
    kind: k ? "MORNING_PRAYER" : "HOLY_COMMUNION",
  }));
  const { createParish } = await ask(
    `mutation ($input: ParishInput!) { createParish(input: $input) { id } }`,
    {
      input: {
        name: "St Barnabas Growth",
        archdeaconryId: "2",
        vicar: "Rev. Grace Wanjala",
        phone: "+254 712 000 999",
        town: "Growth",
        latitude: 0.3,
        longitude: 34.7,
        services,
      },
    },
  );
  const { featuredProject } = await ask(`{ featuredProject { id } }`);
  const { recordGift } = await ask(
    `mutation ($input: RecordGiftInput!) { recordGift(input: $input) { id } }`,
    {
      input: {
        amountKes: 500,
        donorName: "Wanjiku Achieng",
        method: "CASH",
        projectId: featuredProject.id,
        receivedOn: today,
        reference: "Sunday offering",
      },
    },
  );
  await graphql(
    site,
    `
      mutation {
        subscribeToNewsletter(email: "growth-reader@example.org")
      }
    `,
  );
  const { newsletterSubscribers } = await ask(`{ newsletterSubscribers(page: 1) { items { id } } }`);
  const subscriber = newsletterSubscribers.items[0].id;
  await ask(
    `mutation ($id: ID!, $input: NewsletterSubscriberInput!) { updateNewsletterSubscriber(id: $id, input: $input) { id } }`,
    { id: subscriber, input: { email: "growth-reader@example.org", confirmed: true } },
  );
  return { parish: createParish.id, gift: recordGift.id, subscriber };
}

/**
 * The newest article the SQL made (its title ends in its number), among the first page of the
 * news (12, as the news page shows), and how many articles GraphQL counts.
 */
export async function newestSqlArticle(site) {
  const { newsArticles } = await graphql(
    site,
    `
      {
        newsArticles(page: 1, pageSize: 12) {
          total
          items {
            title
            slug
          }
        }
      }
    `,
  );
  return { total: newsArticles.total, sqlArticle: newsArticles.items.find((item) => /\d$/.test(item.title)) };
}

/** A page's HTML as a visitor's browser asks for it, and its status. */
async function page(site, pathname) {
  const response = await fetch(`${site.url}${pathname}`, { headers: { accept: "text/html" } });
  return { status: response.status, text: await response.text() };
}

/**
 * What the visitor and the administrator see of the rows the SQL made: the first SQL-made article
 * (the newest after the sample's) on the news page and at its own address, every article counted
 * by GraphQL, an SQL-made weekly event's calendar and parish's page, and the appeal's gifts
 * counted. `counts` are the tables' rows. Answers the problems found (none, when all is well).
 */
export async function checkSqlRows(site, counts) {
  const problems = [];
  const expect = (what, ok) => ok || problems.push(what);
  const { total, sqlArticle } = await newestSqlArticle(site);
  expect(`GraphQL counts ${total} articles of ${counts.news_article}`, total === counts.news_article);
  expect("no SQL-made article on the news page's first page", sqlArticle);
  if (sqlArticle) {
    const list = await page(site, "/blogs-and-news");
    expect(`/blogs-and-news lacks "${sqlArticle.title}"`, list.text.includes(sqlArticle.title));
    const own = await page(site, `/blogs-and-news/${sqlArticle.slug}`);
    expect(
      `/blogs-and-news/${sqlArticle.slug} answers ${own.status}`,
      own.status === 200 && own.text.includes(sqlArticle.title),
    );
  }
  const calendar = await fetch(`${site.url}/events/${counts.lastEvent}.ics`);
  const ics = await calendar.text();
  expect(
    `/events/${counts.lastEvent}.ics answers ${calendar.status}`,
    calendar.status === 200 && ics.includes("BEGIN:VEVENT"),
  );
  const parish = await page(site, `/parishes/${counts.lastParishSlug}`);
  expect(`/parishes/${counts.lastParishSlug} answers ${parish.status}`, parish.status === 200);
  const { featuredProject } = await graphql(
    site,
    `
      {
        featuredProject {
          progress {
            gifts
          }
        }
      }
    `,
  );
  expect(
    `the appeal counts ${featuredProject.progress.gifts} gifts of ${counts.giftsCounted}`,
    featuredProject.progress.gifts === counts.giftsCounted,
  );
  return problems;
}
