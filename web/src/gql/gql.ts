/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n": typeof types.ResponsiveImageFieldsFragmentDoc,
    "\n  query ArchdeaconryPage($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        id\n        name\n        vicar\n        phone\n        serviceTimes\n      }\n    }\n  }\n": typeof types.ArchdeaconryPageDocument,
    "\n  fragment StaffFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n  }\n": typeof types.StaffFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...StaffFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignIn($identifier: String!, $password: String!) {\n    signIn(identifier: $identifier, password: $password) {\n      ...StaffFields\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestPasswordCode($email: String!) {\n    requestPasswordCode(email: $email)\n  }\n": typeof types.RequestPasswordCodeDocument,
    "\n  mutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordWithCodeDocument,
    "\n  mutation RequestPasswordResetLink($email: String!) {\n    requestPasswordResetLink(email: $email)\n  }\n": typeof types.RequestPasswordResetLinkDocument,
    "\n  mutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n    resetPasswordWithLink(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordWithLinkDocument,
    "\n  query CareersPage($page: Int!, $pageSize: Int!) {\n    jobOpenings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        referenceNumber\n        position\n        description\n        link\n        closingDate\n      }\n      page\n      pageCount\n    }\n  }\n": typeof types.CareersPageDocument,
    "\n  query DepartmentPage($slug: String!) {\n    department(slug: $slug) {\n      id\n      slug\n      name\n      headName\n      headTitle\n      imageCaption\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n": typeof types.DepartmentPageDocument,
    "\n  query HomePage($eventCount: Int!, $newsCount: Int!) {\n    slides {\n      id\n      title\n      caption\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    currentBishopMessage {\n      id\n      bishopName\n      heading\n      message\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    events(period: ALL, pageSize: $eventCount) {\n      items {\n        ...EventCardFields\n      }\n    }\n    newsArticles(page: 1, pageSize: $newsCount) {\n      items {\n        ...NewsCardFields\n      }\n    }\n    featuredProject {\n      id\n      slug\n      title\n      targetAmountKes\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n": typeof types.NewsCardFieldsFragmentDoc,
    "\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n": typeof types.HomeLatestNewsDocument,
    "\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n": typeof types.NewsArticleDocument,
    "\n  query OtherNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n": typeof types.OtherNewsDocument,
    "\n  query InformationPage($slug: String!) {\n    informationPage(slug: $slug) {\n      id\n      title\n      body\n    }\n  }\n": typeof types.InformationPageDocument,
    "\n  query AboutUsPage {\n    informationPage(slug: \"about-us\") {\n      id\n      title\n      body\n    }\n    administrativeSecretary {\n      name\n      title\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n": typeof types.AboutUsPageDocument,
    "\n  query DioceseHistoryPage {\n    informationPage(slug: \"diocese-history\") {\n      id\n      title\n      body\n    }\n    historyBishops {\n      id\n      name\n      ordinal\n      yearsServed\n      note\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n": typeof types.DioceseHistoryPageDocument,
    "\n  query ProjectsPage($pageSize: Int!) {\n    informationPage(slug: \"projects\") {\n      id\n      title\n      body\n    }\n    projects(pageSize: $pageSize) {\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n": typeof types.ProjectsPageDocument,
    "\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    summary\n    body\n    status\n    featured\n    targetAmountKes\n    amountRaisedKes\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n": typeof types.ProjectCardFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      shortName\n      fullName\n      postalLine\n      phone\n      email\n      webmailUrl\n      paybillNumber\n      accountNumber\n      bannerText\n      designerName\n      designerUrl\n      strategicPlanUrl\n      facebookUrl\n      twitterUrl\n      youtubeUrl\n      linkedinUrl\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query SiteNavigation {\n    archdeaconries {\n      id\n      name\n    }\n    departments {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.SiteNavigationDocument,
    "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n": typeof types.SubscribeToNewsletterDocument,
};
const documents: Documents = {
    "\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n": types.ResponsiveImageFieldsFragmentDoc,
    "\n  query ArchdeaconryPage($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        id\n        name\n        vicar\n        phone\n        serviceTimes\n      }\n    }\n  }\n": types.ArchdeaconryPageDocument,
    "\n  fragment StaffFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n  }\n": types.StaffFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...StaffFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignIn($identifier: String!, $password: String!) {\n    signIn(identifier: $identifier, password: $password) {\n      ...StaffFields\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestPasswordCode($email: String!) {\n    requestPasswordCode(email: $email)\n  }\n": types.RequestPasswordCodeDocument,
    "\n  mutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n  }\n": types.ResetPasswordWithCodeDocument,
    "\n  mutation RequestPasswordResetLink($email: String!) {\n    requestPasswordResetLink(email: $email)\n  }\n": types.RequestPasswordResetLinkDocument,
    "\n  mutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n    resetPasswordWithLink(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordWithLinkDocument,
    "\n  query CareersPage($page: Int!, $pageSize: Int!) {\n    jobOpenings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        referenceNumber\n        position\n        description\n        link\n        closingDate\n      }\n      page\n      pageCount\n    }\n  }\n": types.CareersPageDocument,
    "\n  query DepartmentPage($slug: String!) {\n    department(slug: $slug) {\n      id\n      slug\n      name\n      headName\n      headTitle\n      imageCaption\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n": types.DepartmentPageDocument,
    "\n  query HomePage($eventCount: Int!, $newsCount: Int!) {\n    slides {\n      id\n      title\n      caption\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    currentBishopMessage {\n      id\n      bishopName\n      heading\n      message\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    events(period: ALL, pageSize: $eventCount) {\n      items {\n        ...EventCardFields\n      }\n    }\n    newsArticles(page: 1, pageSize: $newsCount) {\n      items {\n        ...NewsCardFields\n      }\n    }\n    featuredProject {\n      id\n      slug\n      title\n      targetAmountKes\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n": types.NewsCardFieldsFragmentDoc,
    "\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n": types.HomeLatestNewsDocument,
    "\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.NewsListDocument,
    "\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n": types.NewsArticleDocument,
    "\n  query OtherNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n": types.OtherNewsDocument,
    "\n  query InformationPage($slug: String!) {\n    informationPage(slug: $slug) {\n      id\n      title\n      body\n    }\n  }\n": types.InformationPageDocument,
    "\n  query AboutUsPage {\n    informationPage(slug: \"about-us\") {\n      id\n      title\n      body\n    }\n    administrativeSecretary {\n      name\n      title\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n": types.AboutUsPageDocument,
    "\n  query DioceseHistoryPage {\n    informationPage(slug: \"diocese-history\") {\n      id\n      title\n      body\n    }\n    historyBishops {\n      id\n      name\n      ordinal\n      yearsServed\n      note\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n": types.DioceseHistoryPageDocument,
    "\n  query ProjectsPage($pageSize: Int!) {\n    informationPage(slug: \"projects\") {\n      id\n      title\n      body\n    }\n    projects(pageSize: $pageSize) {\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n": types.ProjectsPageDocument,
    "\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    summary\n    body\n    status\n    featured\n    targetAmountKes\n    amountRaisedKes\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n": types.ProjectCardFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      shortName\n      fullName\n      postalLine\n      phone\n      email\n      webmailUrl\n      paybillNumber\n      accountNumber\n      bannerText\n      designerName\n      designerUrl\n      strategicPlanUrl\n      facebookUrl\n      twitterUrl\n      youtubeUrl\n      linkedinUrl\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query SiteNavigation {\n    archdeaconries {\n      id\n      name\n    }\n    departments {\n      id\n      slug\n      name\n    }\n  }\n": types.SiteNavigationDocument,
    "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n": types.SubscribeToNewsletterDocument,
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
export function graphql(source: "\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n"): (typeof documents)["\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchdeaconryPage($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        id\n        name\n        vicar\n        phone\n        serviceTimes\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArchdeaconryPage($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        id\n        name\n        vicar\n        phone\n        serviceTimes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n  }\n"): (typeof documents)["\n  fragment StaffFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...StaffFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...StaffFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($identifier: String!, $password: String!) {\n    signIn(identifier: $identifier, password: $password) {\n      ...StaffFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($identifier: String!, $password: String!) {\n    signIn(identifier: $identifier, password: $password) {\n      ...StaffFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordCode($email: String!) {\n    requestPasswordCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordCode($email: String!) {\n    requestPasswordCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordWithCode($email: String!, $code: String!, $newPassword: String!) {\n    resetPasswordWithCode(email: $email, code: $code, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordResetLink($email: String!) {\n    requestPasswordResetLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordResetLink($email: String!) {\n    requestPasswordResetLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n    resetPasswordWithLink(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordWithLink($token: String!, $newPassword: String!) {\n    resetPasswordWithLink(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareersPage($page: Int!, $pageSize: Int!) {\n    jobOpenings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        referenceNumber\n        position\n        description\n        link\n        closingDate\n      }\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query CareersPage($page: Int!, $pageSize: Int!) {\n    jobOpenings(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        referenceNumber\n        position\n        description\n        link\n        closingDate\n      }\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartmentPage($slug: String!) {\n    department(slug: $slug) {\n      id\n      slug\n      name\n      headName\n      headTitle\n      imageCaption\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepartmentPage($slug: String!) {\n    department(slug: $slug) {\n      id\n      slug\n      name\n      headName\n      headTitle\n      imageCaption\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($eventCount: Int!, $newsCount: Int!) {\n    slides {\n      id\n      title\n      caption\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    currentBishopMessage {\n      id\n      bishopName\n      heading\n      message\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    events(period: ALL, pageSize: $eventCount) {\n      items {\n        ...EventCardFields\n      }\n    }\n    newsArticles(page: 1, pageSize: $newsCount) {\n      items {\n        ...NewsCardFields\n      }\n    }\n    featuredProject {\n      id\n      slug\n      title\n      targetAmountKes\n    }\n  }\n"): (typeof documents)["\n  query HomePage($eventCount: Int!, $newsCount: Int!) {\n    slides {\n      id\n      title\n      caption\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    currentBishopMessage {\n      id\n      bishopName\n      heading\n      message\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n    events(period: ALL, pageSize: $eventCount) {\n      items {\n        ...EventCardFields\n      }\n    }\n    newsArticles(page: 1, pageSize: $newsCount) {\n      items {\n        ...NewsCardFields\n      }\n    }\n    featuredProject {\n      id\n      slug\n      title\n      targetAmountKes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n  }\n"): (typeof documents)["\n  fragment EventCardFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtherNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OtherNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InformationPage($slug: String!) {\n    informationPage(slug: $slug) {\n      id\n      title\n      body\n    }\n  }\n"): (typeof documents)["\n  query InformationPage($slug: String!) {\n    informationPage(slug: $slug) {\n      id\n      title\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutUsPage {\n    informationPage(slug: \"about-us\") {\n      id\n      title\n      body\n    }\n    administrativeSecretary {\n      name\n      title\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AboutUsPage {\n    informationPage(slug: \"about-us\") {\n      id\n      title\n      body\n    }\n    administrativeSecretary {\n      name\n      title\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DioceseHistoryPage {\n    informationPage(slug: \"diocese-history\") {\n      id\n      title\n      body\n    }\n    historyBishops {\n      id\n      name\n      ordinal\n      yearsServed\n      note\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DioceseHistoryPage {\n    informationPage(slug: \"diocese-history\") {\n      id\n      title\n      body\n    }\n    historyBishops {\n      id\n      name\n      ordinal\n      yearsServed\n      note\n      image {\n        ...ResponsiveImageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsPage($pageSize: Int!) {\n    informationPage(slug: \"projects\") {\n      id\n      title\n      body\n    }\n    projects(pageSize: $pageSize) {\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectsPage($pageSize: Int!) {\n    informationPage(slug: \"projects\") {\n      id\n      title\n      body\n    }\n    projects(pageSize: $pageSize) {\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    summary\n    body\n    status\n    featured\n    targetAmountKes\n    amountRaisedKes\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    summary\n    body\n    status\n    featured\n    targetAmountKes\n    amountRaisedKes\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      shortName\n      fullName\n      postalLine\n      phone\n      email\n      webmailUrl\n      paybillNumber\n      accountNumber\n      bannerText\n      designerName\n      designerUrl\n      strategicPlanUrl\n      facebookUrl\n      twitterUrl\n      youtubeUrl\n      linkedinUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      shortName\n      fullName\n      postalLine\n      phone\n      email\n      webmailUrl\n      paybillNumber\n      accountNumber\n      bannerText\n      designerName\n      designerUrl\n      strategicPlanUrl\n      facebookUrl\n      twitterUrl\n      youtubeUrl\n      linkedinUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteNavigation {\n    archdeaconries {\n      id\n      name\n    }\n    departments {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query SiteNavigation {\n    archdeaconries {\n      id\n      name\n    }\n    departments {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n"): (typeof documents)["\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;