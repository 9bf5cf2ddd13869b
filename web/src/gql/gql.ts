/* eslint-disable */
import * as types from "./graphql";
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  "fragment ResponsiveImageFields on Image {\n  url\n  width\n  height\n  srcSet\n  jpegSrcSet\n}": typeof types.ResponsiveImageFieldsFragmentDoc;
  "query ArchdeaconryPage($id: ID!) {\n  archdeaconry(id: $id) {\n    id\n    name\n    parishes {\n      id\n      name\n      vicar\n      phone\n      serviceTimes\n    }\n  }\n}": typeof types.ArchdeaconryPageDocument;
  "fragment StaffFields on AdminUser {\n  id\n  name\n  email\n  username\n  phone\n  role\n}\n\nquery Me {\n  me {\n    ...StaffFields\n  }\n}\n\nmutation SignIn($identifier: String!, $password: String!) {\n  signIn(identifier: $identifier, password: $password) {\n    ...StaffFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation RequestPasswordCode($email: String!) {\n  requestPasswordCode(email: $email)\n}\n\nmutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n  resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n}\n\nmutation RequestPasswordResetLink($email: String!) {\n  requestPasswordResetLink(email: $email)\n}\n\nmutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n  resetPasswordWithLink(token: $token, newPassword: $newPassword)\n}": typeof types.StaffFieldsFragmentDoc;
  "query CareersPage($page: Int!, $pageSize: Int!) {\n  jobOpenings(page: $page, pageSize: $pageSize) {\n    items {\n      id\n      referenceNumber\n      position\n      description\n      link\n      documentUrl\n      closingDate\n    }\n    page\n    pageCount\n  }\n}": typeof types.CareersPageDocument;
  "query DepartmentPage($slug: String!) {\n  department(slug: $slug) {\n    id\n    slug\n    name\n    headName\n    headTitle\n    imageCaption\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}": typeof types.DepartmentPageDocument;
  "query HomePage($eventCount: Int!, $newsCount: Int!) {\n  slides {\n    id\n    title\n    caption\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  currentBishopMessage {\n    id\n    bishopName\n    heading\n    message\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  events(period: ALL, pageSize: $eventCount) {\n    items {\n      ...EventCardFields\n    }\n  }\n  newsArticles(page: 1, pageSize: $newsCount) {\n    items {\n      ...NewsCardFields\n    }\n  }\n  featuredProject {\n    id\n    slug\n    title\n    targetAmountKes\n  }\n}\n\nfragment EventCardFields on Event {\n  id\n  title\n  date\n  startTime\n  endTime\n  place\n}": typeof types.HomePageDocument;
  "fragment NewsCardFields on NewsArticle {\n  id\n  title\n  slug\n  preview\n  image {\n    ...ResponsiveImageFields\n  }\n  createdAt\n}\n\nquery HomeLatestNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}\n\nquery NewsList($page: Int!, $pageSize: Int!) {\n  newsArticles(page: $page, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n    total\n    page\n    pageCount\n  }\n}\n\nquery NewsArticle($slug: String, $title: String) {\n  newsArticle(slug: $slug, title: $title) {\n    id\n    title\n    slug\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n}\n\nquery OtherNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}": typeof types.NewsCardFieldsFragmentDoc;
  'query InformationPage($slug: String!) {\n  informationPage(slug: $slug) {\n    id\n    title\n    body\n  }\n}\n\nquery AboutUsPage {\n  informationPage(slug: "about-us") {\n    id\n    title\n    body\n  }\n  administrativeSecretary {\n    name\n    title\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}\n\nquery DioceseHistoryPage {\n  informationPage(slug: "diocese-history") {\n    id\n    title\n    body\n  }\n  historyBishops {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}': typeof types.InformationPageDocument;
  'query ProjectsPage($pageSize: Int!) {\n  informationPage(slug: "projects") {\n    id\n    title\n    body\n  }\n  projects(pageSize: $pageSize) {\n    items {\n      ...ProjectCardFields\n    }\n  }\n}\n\nfragment ProjectCardFields on Project {\n  id\n  slug\n  title\n  summary\n  body\n  status\n  featured\n  targetAmountKes\n  amountRaisedKes\n  image {\n    ...ResponsiveImageFields\n  }\n}': typeof types.ProjectsPageDocument;
  "query SiteSettings {\n  siteSettings {\n    shortName\n    fullName\n    postalLine\n    phone\n    email\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    designerName\n    designerUrl\n    strategicPlanUrl\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n  }\n}\n\nquery SiteNavigation {\n  archdeaconries {\n    id\n    name\n  }\n  departments {\n    id\n    slug\n    name\n  }\n}\n\nmutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email)\n}": typeof types.SiteSettingsDocument;
};
const documents: Documents = {
  "fragment ResponsiveImageFields on Image {\n  url\n  width\n  height\n  srcSet\n  jpegSrcSet\n}":
    types.ResponsiveImageFieldsFragmentDoc,
  "query ArchdeaconryPage($id: ID!) {\n  archdeaconry(id: $id) {\n    id\n    name\n    parishes {\n      id\n      name\n      vicar\n      phone\n      serviceTimes\n    }\n  }\n}":
    types.ArchdeaconryPageDocument,
  "fragment StaffFields on AdminUser {\n  id\n  name\n  email\n  username\n  phone\n  role\n}\n\nquery Me {\n  me {\n    ...StaffFields\n  }\n}\n\nmutation SignIn($identifier: String!, $password: String!) {\n  signIn(identifier: $identifier, password: $password) {\n    ...StaffFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation RequestPasswordCode($email: String!) {\n  requestPasswordCode(email: $email)\n}\n\nmutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n  resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n}\n\nmutation RequestPasswordResetLink($email: String!) {\n  requestPasswordResetLink(email: $email)\n}\n\nmutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n  resetPasswordWithLink(token: $token, newPassword: $newPassword)\n}":
    types.StaffFieldsFragmentDoc,
  "query CareersPage($page: Int!, $pageSize: Int!) {\n  jobOpenings(page: $page, pageSize: $pageSize) {\n    items {\n      id\n      referenceNumber\n      position\n      description\n      link\n      documentUrl\n      closingDate\n    }\n    page\n    pageCount\n  }\n}":
    types.CareersPageDocument,
  "query DepartmentPage($slug: String!) {\n  department(slug: $slug) {\n    id\n    slug\n    name\n    headName\n    headTitle\n    imageCaption\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}":
    types.DepartmentPageDocument,
  "query HomePage($eventCount: Int!, $newsCount: Int!) {\n  slides {\n    id\n    title\n    caption\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  currentBishopMessage {\n    id\n    bishopName\n    heading\n    message\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  events(period: ALL, pageSize: $eventCount) {\n    items {\n      ...EventCardFields\n    }\n  }\n  newsArticles(page: 1, pageSize: $newsCount) {\n    items {\n      ...NewsCardFields\n    }\n  }\n  featuredProject {\n    id\n    slug\n    title\n    targetAmountKes\n  }\n}\n\nfragment EventCardFields on Event {\n  id\n  title\n  date\n  startTime\n  endTime\n  place\n}":
    types.HomePageDocument,
  "fragment NewsCardFields on NewsArticle {\n  id\n  title\n  slug\n  preview\n  image {\n    ...ResponsiveImageFields\n  }\n  createdAt\n}\n\nquery HomeLatestNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}\n\nquery NewsList($page: Int!, $pageSize: Int!) {\n  newsArticles(page: $page, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n    total\n    page\n    pageCount\n  }\n}\n\nquery NewsArticle($slug: String, $title: String) {\n  newsArticle(slug: $slug, title: $title) {\n    id\n    title\n    slug\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n}\n\nquery OtherNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}":
    types.NewsCardFieldsFragmentDoc,
  'query InformationPage($slug: String!) {\n  informationPage(slug: $slug) {\n    id\n    title\n    body\n  }\n}\n\nquery AboutUsPage {\n  informationPage(slug: "about-us") {\n    id\n    title\n    body\n  }\n  administrativeSecretary {\n    name\n    title\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}\n\nquery DioceseHistoryPage {\n  informationPage(slug: "diocese-history") {\n    id\n    title\n    body\n  }\n  historyBishops {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}':
    types.InformationPageDocument,
  'query ProjectsPage($pageSize: Int!) {\n  informationPage(slug: "projects") {\n    id\n    title\n    body\n  }\n  projects(pageSize: $pageSize) {\n    items {\n      ...ProjectCardFields\n    }\n  }\n}\n\nfragment ProjectCardFields on Project {\n  id\n  slug\n  title\n  summary\n  body\n  status\n  featured\n  targetAmountKes\n  amountRaisedKes\n  image {\n    ...ResponsiveImageFields\n  }\n}':
    types.ProjectsPageDocument,
  "query SiteSettings {\n  siteSettings {\n    shortName\n    fullName\n    postalLine\n    phone\n    email\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    designerName\n    designerUrl\n    strategicPlanUrl\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n  }\n}\n\nquery SiteNavigation {\n  archdeaconries {\n    id\n    name\n  }\n  departments {\n    id\n    slug\n    name\n  }\n}\n\nmutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email)\n}":
    types.SiteSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "fragment ResponsiveImageFields on Image {\n  url\n  width\n  height\n  srcSet\n  jpegSrcSet\n}",
): (typeof documents)["fragment ResponsiveImageFields on Image {\n  url\n  width\n  height\n  srcSet\n  jpegSrcSet\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "query ArchdeaconryPage($id: ID!) {\n  archdeaconry(id: $id) {\n    id\n    name\n    parishes {\n      id\n      name\n      vicar\n      phone\n      serviceTimes\n    }\n  }\n}",
): (typeof documents)["query ArchdeaconryPage($id: ID!) {\n  archdeaconry(id: $id) {\n    id\n    name\n    parishes {\n      id\n      name\n      vicar\n      phone\n      serviceTimes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "fragment StaffFields on AdminUser {\n  id\n  name\n  email\n  username\n  phone\n  role\n}\n\nquery Me {\n  me {\n    ...StaffFields\n  }\n}\n\nmutation SignIn($identifier: String!, $password: String!) {\n  signIn(identifier: $identifier, password: $password) {\n    ...StaffFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation RequestPasswordCode($email: String!) {\n  requestPasswordCode(email: $email)\n}\n\nmutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n  resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n}\n\nmutation RequestPasswordResetLink($email: String!) {\n  requestPasswordResetLink(email: $email)\n}\n\nmutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n  resetPasswordWithLink(token: $token, newPassword: $newPassword)\n}",
): (typeof documents)["fragment StaffFields on AdminUser {\n  id\n  name\n  email\n  username\n  phone\n  role\n}\n\nquery Me {\n  me {\n    ...StaffFields\n  }\n}\n\nmutation SignIn($identifier: String!, $password: String!) {\n  signIn(identifier: $identifier, password: $password) {\n    ...StaffFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation RequestPasswordCode($email: String!) {\n  requestPasswordCode(email: $email)\n}\n\nmutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n  resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n}\n\nmutation RequestPasswordResetLink($email: String!) {\n  requestPasswordResetLink(email: $email)\n}\n\nmutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n  resetPasswordWithLink(token: $token, newPassword: $newPassword)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "query CareersPage($page: Int!, $pageSize: Int!) {\n  jobOpenings(page: $page, pageSize: $pageSize) {\n    items {\n      id\n      referenceNumber\n      position\n      description\n      link\n      documentUrl\n      closingDate\n    }\n    page\n    pageCount\n  }\n}",
): (typeof documents)["query CareersPage($page: Int!, $pageSize: Int!) {\n  jobOpenings(page: $page, pageSize: $pageSize) {\n    items {\n      id\n      referenceNumber\n      position\n      description\n      link\n      documentUrl\n      closingDate\n    }\n    page\n    pageCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "query DepartmentPage($slug: String!) {\n  department(slug: $slug) {\n    id\n    slug\n    name\n    headName\n    headTitle\n    imageCaption\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}",
): (typeof documents)["query DepartmentPage($slug: String!) {\n  department(slug: $slug) {\n    id\n    slug\n    name\n    headName\n    headTitle\n    imageCaption\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "query HomePage($eventCount: Int!, $newsCount: Int!) {\n  slides {\n    id\n    title\n    caption\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  currentBishopMessage {\n    id\n    bishopName\n    heading\n    message\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  events(period: ALL, pageSize: $eventCount) {\n    items {\n      ...EventCardFields\n    }\n  }\n  newsArticles(page: 1, pageSize: $newsCount) {\n    items {\n      ...NewsCardFields\n    }\n  }\n  featuredProject {\n    id\n    slug\n    title\n    targetAmountKes\n  }\n}\n\nfragment EventCardFields on Event {\n  id\n  title\n  date\n  startTime\n  endTime\n  place\n}",
): (typeof documents)["query HomePage($eventCount: Int!, $newsCount: Int!) {\n  slides {\n    id\n    title\n    caption\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  currentBishopMessage {\n    id\n    bishopName\n    heading\n    message\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n  events(period: ALL, pageSize: $eventCount) {\n    items {\n      ...EventCardFields\n    }\n  }\n  newsArticles(page: 1, pageSize: $newsCount) {\n    items {\n      ...NewsCardFields\n    }\n  }\n  featuredProject {\n    id\n    slug\n    title\n    targetAmountKes\n  }\n}\n\nfragment EventCardFields on Event {\n  id\n  title\n  date\n  startTime\n  endTime\n  place\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "fragment NewsCardFields on NewsArticle {\n  id\n  title\n  slug\n  preview\n  image {\n    ...ResponsiveImageFields\n  }\n  createdAt\n}\n\nquery HomeLatestNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}\n\nquery NewsList($page: Int!, $pageSize: Int!) {\n  newsArticles(page: $page, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n    total\n    page\n    pageCount\n  }\n}\n\nquery NewsArticle($slug: String, $title: String) {\n  newsArticle(slug: $slug, title: $title) {\n    id\n    title\n    slug\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n}\n\nquery OtherNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}",
): (typeof documents)["fragment NewsCardFields on NewsArticle {\n  id\n  title\n  slug\n  preview\n  image {\n    ...ResponsiveImageFields\n  }\n  createdAt\n}\n\nquery HomeLatestNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}\n\nquery NewsList($page: Int!, $pageSize: Int!) {\n  newsArticles(page: $page, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n    total\n    page\n    pageCount\n  }\n}\n\nquery NewsArticle($slug: String, $title: String) {\n  newsArticle(slug: $slug, title: $title) {\n    id\n    title\n    slug\n    body\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n}\n\nquery OtherNews($pageSize: Int!) {\n  newsArticles(page: 1, pageSize: $pageSize) {\n    items {\n      ...NewsCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query InformationPage($slug: String!) {\n  informationPage(slug: $slug) {\n    id\n    title\n    body\n  }\n}\n\nquery AboutUsPage {\n  informationPage(slug: "about-us") {\n    id\n    title\n    body\n  }\n  administrativeSecretary {\n    name\n    title\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}\n\nquery DioceseHistoryPage {\n  informationPage(slug: "diocese-history") {\n    id\n    title\n    body\n  }\n  historyBishops {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}',
): (typeof documents)['query InformationPage($slug: String!) {\n  informationPage(slug: $slug) {\n    id\n    title\n    body\n  }\n}\n\nquery AboutUsPage {\n  informationPage(slug: "about-us") {\n    id\n    title\n    body\n  }\n  administrativeSecretary {\n    name\n    title\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}\n\nquery DioceseHistoryPage {\n  informationPage(slug: "diocese-history") {\n    id\n    title\n    body\n  }\n  historyBishops {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProjectsPage($pageSize: Int!) {\n  informationPage(slug: "projects") {\n    id\n    title\n    body\n  }\n  projects(pageSize: $pageSize) {\n    items {\n      ...ProjectCardFields\n    }\n  }\n}\n\nfragment ProjectCardFields on Project {\n  id\n  slug\n  title\n  summary\n  body\n  status\n  featured\n  targetAmountKes\n  amountRaisedKes\n  image {\n    ...ResponsiveImageFields\n  }\n}',
): (typeof documents)['query ProjectsPage($pageSize: Int!) {\n  informationPage(slug: "projects") {\n    id\n    title\n    body\n  }\n  projects(pageSize: $pageSize) {\n    items {\n      ...ProjectCardFields\n    }\n  }\n}\n\nfragment ProjectCardFields on Project {\n  id\n  slug\n  title\n  summary\n  body\n  status\n  featured\n  targetAmountKes\n  amountRaisedKes\n  image {\n    ...ResponsiveImageFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "query SiteSettings {\n  siteSettings {\n    shortName\n    fullName\n    postalLine\n    phone\n    email\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    designerName\n    designerUrl\n    strategicPlanUrl\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n  }\n}\n\nquery SiteNavigation {\n  archdeaconries {\n    id\n    name\n  }\n  departments {\n    id\n    slug\n    name\n  }\n}\n\nmutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email)\n}",
): (typeof documents)["query SiteSettings {\n  siteSettings {\n    shortName\n    fullName\n    postalLine\n    phone\n    email\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    designerName\n    designerUrl\n    strategicPlanUrl\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n  }\n}\n\nquery SiteNavigation {\n  archdeaconries {\n    id\n    name\n  }\n  departments {\n    id\n    slug\n    name\n  }\n}\n\nmutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
