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
    "\n  query AdminAboutUs {\n    administrativeSecretary {\n      name\n      title\n      imageUrl\n    }\n    informationPages {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n    historyBishops {\n      ...AdminHistoryBishopFields\n    }\n  }\n": typeof types.AdminAboutUsDocument,
    "\n  fragment AdminHistoryBishopFields on HistoryBishop {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    imageUrl\n    position\n  }\n": typeof types.AdminHistoryBishopFieldsFragmentDoc,
    "\n  mutation UpdateAdministrativeSecretary($input: AdministrativeSecretaryInput!, $image: Upload) {\n    updateAdministrativeSecretary(input: $input, image: $image) {\n      name\n      title\n      imageUrl\n    }\n  }\n": typeof types.UpdateAdministrativeSecretaryDocument,
    "\n  mutation CreateInformationPage($input: InformationPageInput!) {\n    createInformationPage(input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n": typeof types.CreateInformationPageDocument,
    "\n  mutation UpdateInformationPage($id: ID!, $input: InformationPageInput!) {\n    updateInformationPage(id: $id, input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n": typeof types.UpdateInformationPageDocument,
    "\n  mutation CreateHistoryBishop($input: HistoryBishopInput!, $image: Upload) {\n    createHistoryBishop(input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n": typeof types.CreateHistoryBishopDocument,
    "\n  mutation UpdateHistoryBishop($id: ID!, $input: HistoryBishopInput!, $image: Upload) {\n    updateHistoryBishop(id: $id, input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n": typeof types.UpdateHistoryBishopDocument,
    "\n  mutation DeleteHistoryBishop($id: ID!) {\n    deleteHistoryBishop(id: $id)\n  }\n": typeof types.DeleteHistoryBishopDocument,
    "\n  mutation ReorderHistoryBishops($ids: [ID!]!) {\n    reorderHistoryBishops(ids: $ids) {\n      ...AdminHistoryBishopFields\n    }\n  }\n": typeof types.ReorderHistoryBishopsDocument,
    "\n  query AdminSearch {\n    newsArticles(page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        slug\n      }\n    }\n    events(page: 1, pageSize: 50, period: ALL) {\n      items {\n        id\n        title\n        date\n      }\n    }\n    jobOpenings(page: 1, pageSize: 50, includeClosed: true) {\n      items {\n        id\n        position\n        referenceNumber\n      }\n    }\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n        name\n      }\n    }\n    departments {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.AdminSearchDocument,
    "\n  fragment AdminParishFields on Parish {\n    id\n    name\n    archdeaconryId\n    vicar\n    phone\n    serviceTimes\n  }\n": typeof types.AdminParishFieldsFragmentDoc,
    "\n  query AdminArchdeaconries {\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n      }\n    }\n  }\n": typeof types.AdminArchdeaconriesDocument,
    "\n  query AdminArchdeaconry($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        ...AdminParishFields\n      }\n    }\n  }\n": typeof types.AdminArchdeaconryDocument,
    "\n  mutation CreateArchdeaconry($input: ArchdeaconryInput!) {\n    createArchdeaconry(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateArchdeaconryDocument,
    "\n  mutation UpdateArchdeaconry($id: ID!, $input: ArchdeaconryInput!) {\n    updateArchdeaconry(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateArchdeaconryDocument,
    "\n  mutation DeleteArchdeaconry($id: ID!, $deleteParishes: Boolean!) {\n    deleteArchdeaconry(id: $id, deleteParishes: $deleteParishes)\n  }\n": typeof types.DeleteArchdeaconryDocument,
    "\n  mutation CreateParish($input: ParishInput!) {\n    createParish(input: $input) {\n      ...AdminParishFields\n    }\n  }\n": typeof types.CreateParishDocument,
    "\n  mutation UpdateParish($id: ID!, $input: ParishInput!) {\n    updateParish(id: $id, input: $input) {\n      ...AdminParishFields\n    }\n  }\n": typeof types.UpdateParishDocument,
    "\n  mutation DeleteParish($id: ID!) {\n    deleteParish(id: $id)\n  }\n": typeof types.DeleteParishDocument,
    "\n  fragment AdminJobFields on JobOpening {\n    id\n    referenceNumber\n    position\n    description\n    link\n    closingDate\n  }\n": typeof types.AdminJobFieldsFragmentDoc,
    "\n  query AdminJobOpenings {\n    jobOpenings(includeClosed: true, page: 1, pageSize: 50) {\n      items {\n        ...AdminJobFields\n      }\n      total\n    }\n  }\n": typeof types.AdminJobOpeningsDocument,
    "\n  mutation CreateJobOpening($input: JobOpeningInput!) {\n    createJobOpening(input: $input) {\n      ...AdminJobFields\n    }\n  }\n": typeof types.CreateJobOpeningDocument,
    "\n  mutation UpdateJobOpening($id: ID!, $input: JobOpeningInput!) {\n    updateJobOpening(id: $id, input: $input) {\n      ...AdminJobFields\n    }\n  }\n": typeof types.UpdateJobOpeningDocument,
    "\n  mutation DeleteJobOpening($id: ID!) {\n    deleteJobOpening(id: $id)\n  }\n": typeof types.DeleteJobOpeningDocument,
    "\n  query MyPicture {\n    me {\n      id\n      image {\n        url\n      }\n    }\n  }\n": typeof types.MyPictureDocument,
    "\n  mutation SetMyPicture($image: Upload!) {\n    setMyPicture(image: $image) {\n      id\n      image {\n        url\n      }\n    }\n  }\n": typeof types.SetMyPictureDocument,
    "\n  query AdminOverview {\n    newsArticles(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        slug\n        createdAt\n      }\n    }\n    events(period: UPCOMING, page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n        startTime\n        endTime\n      }\n    }\n    parishes(page: 1, pageSize: 1) {\n      total\n    }\n    jobOpenings(page: 1, pageSize: 1) {\n      total\n    }\n    newsletterSubscribers(page: 1, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  fragment AdminDepartmentFields on Department {\n    id\n    name\n    slug\n    headName\n    headTitle\n    imageCaption\n    imageUrl\n    body\n    position\n    updatedAt\n  }\n": typeof types.AdminDepartmentFieldsFragmentDoc,
    "\n  query AdminDepartments {\n    departments {\n      ...AdminDepartmentFields\n    }\n  }\n": typeof types.AdminDepartmentsDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!, $image: Upload) {\n    updateDepartment(id: $id, input: $input, image: $image) {\n      ...AdminDepartmentFields\n    }\n  }\n": typeof types.UpdateDepartmentDocument,
    "\n  fragment AdminEventFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n    description\n  }\n": typeof types.AdminEventFieldsFragmentDoc,
    "\n  query AdminEvents($period: EventPeriod!, $page: Int!) {\n    events(period: $period, page: $page, pageSize: 20) {\n      items {\n        ...AdminEventFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n": typeof types.AdminEventsDocument,
    "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n": typeof types.AdminEventDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...AdminEventFields\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": typeof types.DeleteEventDocument,
    "\n  fragment AdminSlideFields on Slide {\n    id\n    title\n    caption\n    imageUrl\n    position\n  }\n": typeof types.AdminSlideFieldsFragmentDoc,
    "\n  query AdminSlides {\n    slides {\n      ...AdminSlideFields\n    }\n  }\n": typeof types.AdminSlidesDocument,
    "\n  mutation CreateSlide($input: SlideInput!, $image: Upload!) {\n    createSlide(input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n": typeof types.CreateSlideDocument,
    "\n  mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n    updateSlide(id: $id, input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n": typeof types.UpdateSlideDocument,
    "\n  mutation DeleteSlide($id: ID!) {\n    deleteSlide(id: $id)\n  }\n": typeof types.DeleteSlideDocument,
    "\n  mutation ReorderSlides($ids: [ID!]!) {\n    reorderSlides(ids: $ids) {\n      ...AdminSlideFields\n    }\n  }\n": typeof types.ReorderSlidesDocument,
    "\n  fragment AdminBishopMessageFields on BishopMessage {\n    id\n    bishopName\n    heading\n    message\n    imageUrl\n    createdAt\n  }\n": typeof types.AdminBishopMessageFieldsFragmentDoc,
    "\n  query AdminBishopMessages {\n    bishopMessages(page: 1, pageSize: 20) {\n      items {\n        ...AdminBishopMessageFields\n      }\n      total\n    }\n  }\n": typeof types.AdminBishopMessagesDocument,
    "\n  mutation CreateBishopMessage($input: BishopMessageInput!, $image: Upload) {\n    createBishopMessage(input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n": typeof types.CreateBishopMessageDocument,
    "\n  mutation UpdateBishopMessage($id: ID!, $input: BishopMessageInput!, $image: Upload) {\n    updateBishopMessage(id: $id, input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n": typeof types.UpdateBishopMessageDocument,
    "\n  mutation DeleteBishopMessage($id: ID!) {\n    deleteBishopMessage(id: $id)\n  }\n": typeof types.DeleteBishopMessageDocument,
    "\n  fragment AdminNewsFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    body\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminNewsFieldsFragmentDoc,
    "\n  query AdminNewsList($page: Int!) {\n    newsArticles(page: $page, pageSize: 20) {\n      items {\n        ...AdminNewsFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n": typeof types.AdminNewsListDocument,
    "\n  query AdminNewsArticle($slug: String!) {\n    newsArticle(slug: $slug) {\n      ...AdminNewsFields\n    }\n  }\n": typeof types.AdminNewsArticleDocument,
    "\n  mutation CreateNewsArticle($input: NewsArticleInput!, $image: Upload) {\n    createNewsArticle(input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n": typeof types.CreateNewsArticleDocument,
    "\n  mutation UpdateNewsArticle($id: ID!, $input: NewsArticleInput!, $image: Upload) {\n    updateNewsArticle(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n": typeof types.UpdateNewsArticleDocument,
    "\n  mutation DeleteNewsArticle($id: ID!) {\n    deleteNewsArticle(id: $id)\n  }\n": typeof types.DeleteNewsArticleDocument,
    "\n  fragment AdminProjectFields on Project {\n    id\n    title\n    slug\n    summary\n    body\n    status\n    targetAmountKes\n    amountRaisedKes\n    featured\n    imageUrl\n  }\n": typeof types.AdminProjectFieldsFragmentDoc,
    "\n  query AdminProjects {\n    projects(page: 1, pageSize: 50) {\n      items {\n        ...AdminProjectFields\n      }\n      total\n    }\n  }\n": typeof types.AdminProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!, $image: Upload) {\n    createProject(input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!, $image: Upload) {\n    updateProject(id: $id, input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  fragment AdminSiteSettingsFields on SiteSettings {\n    shortName\n    fullName\n    phone\n    email\n    postalLine\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n    designerName\n    designerUrl\n    strategicPlanUrl\n    updatedAt\n  }\n": typeof types.AdminSiteSettingsFieldsFragmentDoc,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!, $strategicPlan: Upload) {\n    updateSiteSettings(input: $input, strategicPlan: $strategicPlan) {\n      ...AdminSiteSettingsFields\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  query AdminSubscribers($page: Int!, $pageSize: Int!) {\n    newsletterSubscribers(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        email\n        confirmed\n        createdAt\n      }\n      page\n      pageCount\n      total\n    }\n  }\n": typeof types.AdminSubscribersDocument,
    "\n  mutation DeleteNewsletterSubscriber($id: ID!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n": typeof types.DeleteNewsletterSubscriberDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n    active\n    lastSignInAt\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation CreateAdminUser($input: NewAdminUserInput!) {\n    createAdminUser(input: $input) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": typeof types.CreateAdminUserDocument,
    "\n  mutation SetAdminUserActive($id: ID!, $active: Boolean!) {\n    setAdminUserActive(id: $id, active: $active) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.SetAdminUserActiveDocument,
    "\n  mutation ResetAdminUserPassword($id: ID!) {\n    resetAdminUserPassword(id: $id) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": typeof types.ResetAdminUserPasswordDocument,
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
    "\n  query AdminAboutUs {\n    administrativeSecretary {\n      name\n      title\n      imageUrl\n    }\n    informationPages {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n    historyBishops {\n      ...AdminHistoryBishopFields\n    }\n  }\n": types.AdminAboutUsDocument,
    "\n  fragment AdminHistoryBishopFields on HistoryBishop {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    imageUrl\n    position\n  }\n": types.AdminHistoryBishopFieldsFragmentDoc,
    "\n  mutation UpdateAdministrativeSecretary($input: AdministrativeSecretaryInput!, $image: Upload) {\n    updateAdministrativeSecretary(input: $input, image: $image) {\n      name\n      title\n      imageUrl\n    }\n  }\n": types.UpdateAdministrativeSecretaryDocument,
    "\n  mutation CreateInformationPage($input: InformationPageInput!) {\n    createInformationPage(input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n": types.CreateInformationPageDocument,
    "\n  mutation UpdateInformationPage($id: ID!, $input: InformationPageInput!) {\n    updateInformationPage(id: $id, input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n": types.UpdateInformationPageDocument,
    "\n  mutation CreateHistoryBishop($input: HistoryBishopInput!, $image: Upload) {\n    createHistoryBishop(input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n": types.CreateHistoryBishopDocument,
    "\n  mutation UpdateHistoryBishop($id: ID!, $input: HistoryBishopInput!, $image: Upload) {\n    updateHistoryBishop(id: $id, input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n": types.UpdateHistoryBishopDocument,
    "\n  mutation DeleteHistoryBishop($id: ID!) {\n    deleteHistoryBishop(id: $id)\n  }\n": types.DeleteHistoryBishopDocument,
    "\n  mutation ReorderHistoryBishops($ids: [ID!]!) {\n    reorderHistoryBishops(ids: $ids) {\n      ...AdminHistoryBishopFields\n    }\n  }\n": types.ReorderHistoryBishopsDocument,
    "\n  query AdminSearch {\n    newsArticles(page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        slug\n      }\n    }\n    events(page: 1, pageSize: 50, period: ALL) {\n      items {\n        id\n        title\n        date\n      }\n    }\n    jobOpenings(page: 1, pageSize: 50, includeClosed: true) {\n      items {\n        id\n        position\n        referenceNumber\n      }\n    }\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n        name\n      }\n    }\n    departments {\n      id\n      name\n      slug\n    }\n  }\n": types.AdminSearchDocument,
    "\n  fragment AdminParishFields on Parish {\n    id\n    name\n    archdeaconryId\n    vicar\n    phone\n    serviceTimes\n  }\n": types.AdminParishFieldsFragmentDoc,
    "\n  query AdminArchdeaconries {\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n      }\n    }\n  }\n": types.AdminArchdeaconriesDocument,
    "\n  query AdminArchdeaconry($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        ...AdminParishFields\n      }\n    }\n  }\n": types.AdminArchdeaconryDocument,
    "\n  mutation CreateArchdeaconry($input: ArchdeaconryInput!) {\n    createArchdeaconry(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateArchdeaconryDocument,
    "\n  mutation UpdateArchdeaconry($id: ID!, $input: ArchdeaconryInput!) {\n    updateArchdeaconry(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateArchdeaconryDocument,
    "\n  mutation DeleteArchdeaconry($id: ID!, $deleteParishes: Boolean!) {\n    deleteArchdeaconry(id: $id, deleteParishes: $deleteParishes)\n  }\n": types.DeleteArchdeaconryDocument,
    "\n  mutation CreateParish($input: ParishInput!) {\n    createParish(input: $input) {\n      ...AdminParishFields\n    }\n  }\n": types.CreateParishDocument,
    "\n  mutation UpdateParish($id: ID!, $input: ParishInput!) {\n    updateParish(id: $id, input: $input) {\n      ...AdminParishFields\n    }\n  }\n": types.UpdateParishDocument,
    "\n  mutation DeleteParish($id: ID!) {\n    deleteParish(id: $id)\n  }\n": types.DeleteParishDocument,
    "\n  fragment AdminJobFields on JobOpening {\n    id\n    referenceNumber\n    position\n    description\n    link\n    closingDate\n  }\n": types.AdminJobFieldsFragmentDoc,
    "\n  query AdminJobOpenings {\n    jobOpenings(includeClosed: true, page: 1, pageSize: 50) {\n      items {\n        ...AdminJobFields\n      }\n      total\n    }\n  }\n": types.AdminJobOpeningsDocument,
    "\n  mutation CreateJobOpening($input: JobOpeningInput!) {\n    createJobOpening(input: $input) {\n      ...AdminJobFields\n    }\n  }\n": types.CreateJobOpeningDocument,
    "\n  mutation UpdateJobOpening($id: ID!, $input: JobOpeningInput!) {\n    updateJobOpening(id: $id, input: $input) {\n      ...AdminJobFields\n    }\n  }\n": types.UpdateJobOpeningDocument,
    "\n  mutation DeleteJobOpening($id: ID!) {\n    deleteJobOpening(id: $id)\n  }\n": types.DeleteJobOpeningDocument,
    "\n  query MyPicture {\n    me {\n      id\n      image {\n        url\n      }\n    }\n  }\n": types.MyPictureDocument,
    "\n  mutation SetMyPicture($image: Upload!) {\n    setMyPicture(image: $image) {\n      id\n      image {\n        url\n      }\n    }\n  }\n": types.SetMyPictureDocument,
    "\n  query AdminOverview {\n    newsArticles(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        slug\n        createdAt\n      }\n    }\n    events(period: UPCOMING, page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n        startTime\n        endTime\n      }\n    }\n    parishes(page: 1, pageSize: 1) {\n      total\n    }\n    jobOpenings(page: 1, pageSize: 1) {\n      total\n    }\n    newsletterSubscribers(page: 1, pageSize: 1) {\n      total\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  fragment AdminDepartmentFields on Department {\n    id\n    name\n    slug\n    headName\n    headTitle\n    imageCaption\n    imageUrl\n    body\n    position\n    updatedAt\n  }\n": types.AdminDepartmentFieldsFragmentDoc,
    "\n  query AdminDepartments {\n    departments {\n      ...AdminDepartmentFields\n    }\n  }\n": types.AdminDepartmentsDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!, $image: Upload) {\n    updateDepartment(id: $id, input: $input, image: $image) {\n      ...AdminDepartmentFields\n    }\n  }\n": types.UpdateDepartmentDocument,
    "\n  fragment AdminEventFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n    description\n  }\n": types.AdminEventFieldsFragmentDoc,
    "\n  query AdminEvents($period: EventPeriod!, $page: Int!) {\n    events(period: $period, page: $page, pageSize: 20) {\n      items {\n        ...AdminEventFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n": types.AdminEventsDocument,
    "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n": types.AdminEventDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...AdminEventFields\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": types.DeleteEventDocument,
    "\n  fragment AdminSlideFields on Slide {\n    id\n    title\n    caption\n    imageUrl\n    position\n  }\n": types.AdminSlideFieldsFragmentDoc,
    "\n  query AdminSlides {\n    slides {\n      ...AdminSlideFields\n    }\n  }\n": types.AdminSlidesDocument,
    "\n  mutation CreateSlide($input: SlideInput!, $image: Upload!) {\n    createSlide(input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n": types.CreateSlideDocument,
    "\n  mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n    updateSlide(id: $id, input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n": types.UpdateSlideDocument,
    "\n  mutation DeleteSlide($id: ID!) {\n    deleteSlide(id: $id)\n  }\n": types.DeleteSlideDocument,
    "\n  mutation ReorderSlides($ids: [ID!]!) {\n    reorderSlides(ids: $ids) {\n      ...AdminSlideFields\n    }\n  }\n": types.ReorderSlidesDocument,
    "\n  fragment AdminBishopMessageFields on BishopMessage {\n    id\n    bishopName\n    heading\n    message\n    imageUrl\n    createdAt\n  }\n": types.AdminBishopMessageFieldsFragmentDoc,
    "\n  query AdminBishopMessages {\n    bishopMessages(page: 1, pageSize: 20) {\n      items {\n        ...AdminBishopMessageFields\n      }\n      total\n    }\n  }\n": types.AdminBishopMessagesDocument,
    "\n  mutation CreateBishopMessage($input: BishopMessageInput!, $image: Upload) {\n    createBishopMessage(input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n": types.CreateBishopMessageDocument,
    "\n  mutation UpdateBishopMessage($id: ID!, $input: BishopMessageInput!, $image: Upload) {\n    updateBishopMessage(id: $id, input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n": types.UpdateBishopMessageDocument,
    "\n  mutation DeleteBishopMessage($id: ID!) {\n    deleteBishopMessage(id: $id)\n  }\n": types.DeleteBishopMessageDocument,
    "\n  fragment AdminNewsFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    body\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n    updatedAt\n  }\n": types.AdminNewsFieldsFragmentDoc,
    "\n  query AdminNewsList($page: Int!) {\n    newsArticles(page: $page, pageSize: 20) {\n      items {\n        ...AdminNewsFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n": types.AdminNewsListDocument,
    "\n  query AdminNewsArticle($slug: String!) {\n    newsArticle(slug: $slug) {\n      ...AdminNewsFields\n    }\n  }\n": types.AdminNewsArticleDocument,
    "\n  mutation CreateNewsArticle($input: NewsArticleInput!, $image: Upload) {\n    createNewsArticle(input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n": types.CreateNewsArticleDocument,
    "\n  mutation UpdateNewsArticle($id: ID!, $input: NewsArticleInput!, $image: Upload) {\n    updateNewsArticle(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n": types.UpdateNewsArticleDocument,
    "\n  mutation DeleteNewsArticle($id: ID!) {\n    deleteNewsArticle(id: $id)\n  }\n": types.DeleteNewsArticleDocument,
    "\n  fragment AdminProjectFields on Project {\n    id\n    title\n    slug\n    summary\n    body\n    status\n    targetAmountKes\n    amountRaisedKes\n    featured\n    imageUrl\n  }\n": types.AdminProjectFieldsFragmentDoc,
    "\n  query AdminProjects {\n    projects(page: 1, pageSize: 50) {\n      items {\n        ...AdminProjectFields\n      }\n      total\n    }\n  }\n": types.AdminProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!, $image: Upload) {\n    createProject(input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!, $image: Upload) {\n    updateProject(id: $id, input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  fragment AdminSiteSettingsFields on SiteSettings {\n    shortName\n    fullName\n    phone\n    email\n    postalLine\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n    designerName\n    designerUrl\n    strategicPlanUrl\n    updatedAt\n  }\n": types.AdminSiteSettingsFieldsFragmentDoc,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!, $strategicPlan: Upload) {\n    updateSiteSettings(input: $input, strategicPlan: $strategicPlan) {\n      ...AdminSiteSettingsFields\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  query AdminSubscribers($page: Int!, $pageSize: Int!) {\n    newsletterSubscribers(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        email\n        confirmed\n        createdAt\n      }\n      page\n      pageCount\n      total\n    }\n  }\n": types.AdminSubscribersDocument,
    "\n  mutation DeleteNewsletterSubscriber($id: ID!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n": types.DeleteNewsletterSubscriberDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n    active\n    lastSignInAt\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation CreateAdminUser($input: NewAdminUserInput!) {\n    createAdminUser(input: $input) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": types.CreateAdminUserDocument,
    "\n  mutation SetAdminUserActive($id: ID!, $active: Boolean!) {\n    setAdminUserActive(id: $id, active: $active) {\n      ...AdminUserFields\n    }\n  }\n": types.SetAdminUserActiveDocument,
    "\n  mutation ResetAdminUserPassword($id: ID!) {\n    resetAdminUserPassword(id: $id) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n": types.ResetAdminUserPasswordDocument,
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
export function graphql(source: "\n  query AdminAboutUs {\n    administrativeSecretary {\n      name\n      title\n      imageUrl\n    }\n    informationPages {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n    historyBishops {\n      ...AdminHistoryBishopFields\n    }\n  }\n"): (typeof documents)["\n  query AdminAboutUs {\n    administrativeSecretary {\n      name\n      title\n      imageUrl\n    }\n    informationPages {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n    historyBishops {\n      ...AdminHistoryBishopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHistoryBishopFields on HistoryBishop {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    imageUrl\n    position\n  }\n"): (typeof documents)["\n  fragment AdminHistoryBishopFields on HistoryBishop {\n    id\n    name\n    ordinal\n    yearsServed\n    note\n    imageUrl\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdministrativeSecretary($input: AdministrativeSecretaryInput!, $image: Upload) {\n    updateAdministrativeSecretary(input: $input, image: $image) {\n      name\n      title\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdministrativeSecretary($input: AdministrativeSecretaryInput!, $image: Upload) {\n    updateAdministrativeSecretary(input: $input, image: $image) {\n      name\n      title\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInformationPage($input: InformationPageInput!) {\n    createInformationPage(input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInformationPage($input: InformationPageInput!) {\n    createInformationPage(input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInformationPage($id: ID!, $input: InformationPageInput!) {\n    updateInformationPage(id: $id, input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInformationPage($id: ID!, $input: InformationPageInput!) {\n    updateInformationPage(id: $id, input: $input) {\n      id\n      slug\n      title\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHistoryBishop($input: HistoryBishopInput!, $image: Upload) {\n    createHistoryBishop(input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHistoryBishop($input: HistoryBishopInput!, $image: Upload) {\n    createHistoryBishop(input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHistoryBishop($id: ID!, $input: HistoryBishopInput!, $image: Upload) {\n    updateHistoryBishop(id: $id, input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHistoryBishop($id: ID!, $input: HistoryBishopInput!, $image: Upload) {\n    updateHistoryBishop(id: $id, input: $input, image: $image) {\n      ...AdminHistoryBishopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHistoryBishop($id: ID!) {\n    deleteHistoryBishop(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHistoryBishop($id: ID!) {\n    deleteHistoryBishop(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderHistoryBishops($ids: [ID!]!) {\n    reorderHistoryBishops(ids: $ids) {\n      ...AdminHistoryBishopFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderHistoryBishops($ids: [ID!]!) {\n    reorderHistoryBishops(ids: $ids) {\n      ...AdminHistoryBishopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSearch {\n    newsArticles(page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        slug\n      }\n    }\n    events(page: 1, pageSize: 50, period: ALL) {\n      items {\n        id\n        title\n        date\n      }\n    }\n    jobOpenings(page: 1, pageSize: 50, includeClosed: true) {\n      items {\n        id\n        position\n        referenceNumber\n      }\n    }\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n        name\n      }\n    }\n    departments {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query AdminSearch {\n    newsArticles(page: 1, pageSize: 50) {\n      items {\n        id\n        title\n        slug\n      }\n    }\n    events(page: 1, pageSize: 50, period: ALL) {\n      items {\n        id\n        title\n        date\n      }\n    }\n    jobOpenings(page: 1, pageSize: 50, includeClosed: true) {\n      items {\n        id\n        position\n        referenceNumber\n      }\n    }\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n        name\n      }\n    }\n    departments {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminParishFields on Parish {\n    id\n    name\n    archdeaconryId\n    vicar\n    phone\n    serviceTimes\n  }\n"): (typeof documents)["\n  fragment AdminParishFields on Parish {\n    id\n    name\n    archdeaconryId\n    vicar\n    phone\n    serviceTimes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArchdeaconries {\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminArchdeaconries {\n    archdeaconries {\n      id\n      name\n      parishes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArchdeaconry($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        ...AdminParishFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminArchdeaconry($id: ID!) {\n    archdeaconry(id: $id) {\n      id\n      name\n      parishes {\n        ...AdminParishFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArchdeaconry($input: ArchdeaconryInput!) {\n    createArchdeaconry(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArchdeaconry($input: ArchdeaconryInput!) {\n    createArchdeaconry(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArchdeaconry($id: ID!, $input: ArchdeaconryInput!) {\n    updateArchdeaconry(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArchdeaconry($id: ID!, $input: ArchdeaconryInput!) {\n    updateArchdeaconry(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArchdeaconry($id: ID!, $deleteParishes: Boolean!) {\n    deleteArchdeaconry(id: $id, deleteParishes: $deleteParishes)\n  }\n"): (typeof documents)["\n  mutation DeleteArchdeaconry($id: ID!, $deleteParishes: Boolean!) {\n    deleteArchdeaconry(id: $id, deleteParishes: $deleteParishes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateParish($input: ParishInput!) {\n    createParish(input: $input) {\n      ...AdminParishFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateParish($input: ParishInput!) {\n    createParish(input: $input) {\n      ...AdminParishFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateParish($id: ID!, $input: ParishInput!) {\n    updateParish(id: $id, input: $input) {\n      ...AdminParishFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateParish($id: ID!, $input: ParishInput!) {\n    updateParish(id: $id, input: $input) {\n      ...AdminParishFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteParish($id: ID!) {\n    deleteParish(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteParish($id: ID!) {\n    deleteParish(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminJobFields on JobOpening {\n    id\n    referenceNumber\n    position\n    description\n    link\n    closingDate\n  }\n"): (typeof documents)["\n  fragment AdminJobFields on JobOpening {\n    id\n    referenceNumber\n    position\n    description\n    link\n    closingDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobOpenings {\n    jobOpenings(includeClosed: true, page: 1, pageSize: 50) {\n      items {\n        ...AdminJobFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminJobOpenings {\n    jobOpenings(includeClosed: true, page: 1, pageSize: 50) {\n      items {\n        ...AdminJobFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJobOpening($input: JobOpeningInput!) {\n    createJobOpening(input: $input) {\n      ...AdminJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJobOpening($input: JobOpeningInput!) {\n    createJobOpening(input: $input) {\n      ...AdminJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobOpening($id: ID!, $input: JobOpeningInput!) {\n    updateJobOpening(id: $id, input: $input) {\n      ...AdminJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJobOpening($id: ID!, $input: JobOpeningInput!) {\n    updateJobOpening(id: $id, input: $input) {\n      ...AdminJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobOpening($id: ID!) {\n    deleteJobOpening(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteJobOpening($id: ID!) {\n    deleteJobOpening(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPicture {\n    me {\n      id\n      image {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPicture {\n    me {\n      id\n      image {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyPicture($image: Upload!) {\n    setMyPicture(image: $image) {\n      id\n      image {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyPicture($image: Upload!) {\n    setMyPicture(image: $image) {\n      id\n      image {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    newsArticles(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        slug\n        createdAt\n      }\n    }\n    events(period: UPCOMING, page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n        startTime\n        endTime\n      }\n    }\n    parishes(page: 1, pageSize: 1) {\n      total\n    }\n    jobOpenings(page: 1, pageSize: 1) {\n      total\n    }\n    newsletterSubscribers(page: 1, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    newsArticles(page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        slug\n        createdAt\n      }\n    }\n    events(period: UPCOMING, page: 1, pageSize: 5) {\n      total\n      items {\n        id\n        title\n        date\n        startTime\n        endTime\n      }\n    }\n    parishes(page: 1, pageSize: 1) {\n      total\n    }\n    jobOpenings(page: 1, pageSize: 1) {\n      total\n    }\n    newsletterSubscribers(page: 1, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDepartmentFields on Department {\n    id\n    name\n    slug\n    headName\n    headTitle\n    imageCaption\n    imageUrl\n    body\n    position\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminDepartmentFields on Department {\n    id\n    name\n    slug\n    headName\n    headTitle\n    imageCaption\n    imageUrl\n    body\n    position\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDepartments {\n    departments {\n      ...AdminDepartmentFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDepartments {\n    departments {\n      ...AdminDepartmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!, $image: Upload) {\n    updateDepartment(id: $id, input: $input, image: $image) {\n      ...AdminDepartmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!, $image: Upload) {\n    updateDepartment(id: $id, input: $input, image: $image) {\n      ...AdminDepartmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEventFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n    description\n  }\n"): (typeof documents)["\n  fragment AdminEventFields on Event {\n    id\n    title\n    date\n    startTime\n    endTime\n    place\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEvents($period: EventPeriod!, $page: Int!) {\n    events(period: $period, page: $page, pageSize: 20) {\n      items {\n        ...AdminEventFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminEvents($period: EventPeriod!, $page: Int!) {\n    events(period: $period, page: $page, pageSize: 20) {\n      items {\n        ...AdminEventFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n"): (typeof documents)["\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...AdminEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...AdminEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSlideFields on Slide {\n    id\n    title\n    caption\n    imageUrl\n    position\n  }\n"): (typeof documents)["\n  fragment AdminSlideFields on Slide {\n    id\n    title\n    caption\n    imageUrl\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSlides {\n    slides {\n      ...AdminSlideFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSlides {\n    slides {\n      ...AdminSlideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSlide($input: SlideInput!, $image: Upload!) {\n    createSlide(input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSlide($input: SlideInput!, $image: Upload!) {\n    createSlide(input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n    updateSlide(id: $id, input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {\n    updateSlide(id: $id, input: $input, image: $image) {\n      ...AdminSlideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSlide($id: ID!) {\n    deleteSlide(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSlide($id: ID!) {\n    deleteSlide(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderSlides($ids: [ID!]!) {\n    reorderSlides(ids: $ids) {\n      ...AdminSlideFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderSlides($ids: [ID!]!) {\n    reorderSlides(ids: $ids) {\n      ...AdminSlideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBishopMessageFields on BishopMessage {\n    id\n    bishopName\n    heading\n    message\n    imageUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminBishopMessageFields on BishopMessage {\n    id\n    bishopName\n    heading\n    message\n    imageUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBishopMessages {\n    bishopMessages(page: 1, pageSize: 20) {\n      items {\n        ...AdminBishopMessageFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminBishopMessages {\n    bishopMessages(page: 1, pageSize: 20) {\n      items {\n        ...AdminBishopMessageFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBishopMessage($input: BishopMessageInput!, $image: Upload) {\n    createBishopMessage(input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBishopMessage($input: BishopMessageInput!, $image: Upload) {\n    createBishopMessage(input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBishopMessage($id: ID!, $input: BishopMessageInput!, $image: Upload) {\n    updateBishopMessage(id: $id, input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBishopMessage($id: ID!, $input: BishopMessageInput!, $image: Upload) {\n    updateBishopMessage(id: $id, input: $input, image: $image) {\n      ...AdminBishopMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBishopMessage($id: ID!) {\n    deleteBishopMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBishopMessage($id: ID!) {\n    deleteBishopMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminNewsFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    body\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminNewsFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    body\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsList($page: Int!) {\n    newsArticles(page: $page, pageSize: 20) {\n      items {\n        ...AdminNewsFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsList($page: Int!) {\n    newsArticles(page: $page, pageSize: 20) {\n      items {\n        ...AdminNewsFields\n      }\n      page\n      pageCount\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsArticle($slug: String!) {\n    newsArticle(slug: $slug) {\n      ...AdminNewsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsArticle($slug: String!) {\n    newsArticle(slug: $slug) {\n      ...AdminNewsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsArticle($input: NewsArticleInput!, $image: Upload) {\n    createNewsArticle(input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNewsArticle($input: NewsArticleInput!, $image: Upload) {\n    createNewsArticle(input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNewsArticle($id: ID!, $input: NewsArticleInput!, $image: Upload) {\n    updateNewsArticle(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNewsArticle($id: ID!, $input: NewsArticleInput!, $image: Upload) {\n    updateNewsArticle(id: $id, input: $input, image: $image) {\n      ...AdminNewsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNewsArticle($id: ID!) {\n    deleteNewsArticle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNewsArticle($id: ID!) {\n    deleteNewsArticle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProjectFields on Project {\n    id\n    title\n    slug\n    summary\n    body\n    status\n    targetAmountKes\n    amountRaisedKes\n    featured\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment AdminProjectFields on Project {\n    id\n    title\n    slug\n    summary\n    body\n    status\n    targetAmountKes\n    amountRaisedKes\n    featured\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjects {\n    projects(page: 1, pageSize: 50) {\n      items {\n        ...AdminProjectFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminProjects {\n    projects(page: 1, pageSize: 50) {\n      items {\n        ...AdminProjectFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!, $image: Upload) {\n    createProject(input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!, $image: Upload) {\n    createProject(input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!, $image: Upload) {\n    updateProject(id: $id, input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: ProjectInput!, $image: Upload) {\n    updateProject(id: $id, input: $input, image: $image) {\n      ...AdminProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSiteSettingsFields on SiteSettings {\n    shortName\n    fullName\n    phone\n    email\n    postalLine\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n    designerName\n    designerUrl\n    strategicPlanUrl\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminSiteSettingsFields on SiteSettings {\n    shortName\n    fullName\n    phone\n    email\n    postalLine\n    webmailUrl\n    paybillNumber\n    accountNumber\n    bannerText\n    facebookUrl\n    twitterUrl\n    youtubeUrl\n    linkedinUrl\n    designerName\n    designerUrl\n    strategicPlanUrl\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!, $strategicPlan: Upload) {\n    updateSiteSettings(input: $input, strategicPlan: $strategicPlan) {\n      ...AdminSiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: SiteSettingsInput!, $strategicPlan: Upload) {\n    updateSiteSettings(input: $input, strategicPlan: $strategicPlan) {\n      ...AdminSiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscribers($page: Int!, $pageSize: Int!) {\n    newsletterSubscribers(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        email\n        confirmed\n        createdAt\n      }\n      page\n      pageCount\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscribers($page: Int!, $pageSize: Int!) {\n    newsletterSubscribers(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        email\n        confirmed\n        createdAt\n      }\n      page\n      pageCount\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNewsletterSubscriber($id: ID!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNewsletterSubscriber($id: ID!) {\n    deleteNewsletterSubscriber(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n    active\n    lastSignInAt\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    email\n    username\n    phone\n    role\n    active\n    lastSignInAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    adminUsers {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdminUser($input: NewAdminUserInput!) {\n    createAdminUser(input: $input) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdminUser($input: NewAdminUserInput!) {\n    createAdminUser(input: $input) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAdminUserActive($id: ID!, $active: Boolean!) {\n    setAdminUserActive(id: $id, active: $active) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAdminUserActive($id: ID!, $active: Boolean!) {\n    setAdminUserActive(id: $id, active: $active) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetAdminUserPassword($id: ID!) {\n    resetAdminUserPassword(id: $id) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetAdminUserPassword($id: ID!) {\n    resetAdminUserPassword(id: $id) {\n      password\n      user {\n        ...AdminUserFields\n      }\n    }\n  }\n"];
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