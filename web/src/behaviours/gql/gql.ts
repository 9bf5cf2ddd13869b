/* eslint-disable */
import * as types from './graphql';



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
    "fragment GiftStatusFields on DonorGift {\n  token\n  status\n  amountKes\n  projectSlug\n  projectTitle\n  receiptNumber\n  mpesaReceipt\n  message\n  createdAt\n}\n\nmutation GiveByMpesa($input: GiveInput!) {\n  giveByMpesa(input: $input) {\n    ...GiftStatusFields\n  }\n}\n\nquery GiftStatus($token: String!) {\n  gift(token: $token) {\n    ...GiftStatusFields\n  }\n}": typeof types.GiftStatusFieldsFragmentDoc,
    "query RecentGifts($projectId: ID!, $first: Int!) {\n  recentGifts(projectId: $projectId, first: $first) {\n    name\n    unnamed\n    amountKes\n    at\n  }\n}": typeof types.RecentGiftsDocument,
    "mutation ConfirmNewsletterSubscription($token: String!) {\n  confirmNewsletterSubscription(token: $token)\n}": typeof types.ConfirmNewsletterSubscriptionDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email)\n}": typeof types.SubscribeToNewsletterDocument,
};
const documents: Documents = {
    "fragment GiftStatusFields on DonorGift {\n  token\n  status\n  amountKes\n  projectSlug\n  projectTitle\n  receiptNumber\n  mpesaReceipt\n  message\n  createdAt\n}\n\nmutation GiveByMpesa($input: GiveInput!) {\n  giveByMpesa(input: $input) {\n    ...GiftStatusFields\n  }\n}\n\nquery GiftStatus($token: String!) {\n  gift(token: $token) {\n    ...GiftStatusFields\n  }\n}": types.GiftStatusFieldsFragmentDoc,
    "query RecentGifts($projectId: ID!, $first: Int!) {\n  recentGifts(projectId: $projectId, first: $first) {\n    name\n    unnamed\n    amountKes\n    at\n  }\n}": types.RecentGiftsDocument,
    "mutation ConfirmNewsletterSubscription($token: String!) {\n  confirmNewsletterSubscription(token: $token)\n}": types.ConfirmNewsletterSubscriptionDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email)\n}": types.SubscribeToNewsletterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GiftStatusFields on DonorGift {\n  token\n  status\n  amountKes\n  projectSlug\n  projectTitle\n  receiptNumber\n  mpesaReceipt\n  message\n  createdAt\n}\n\nmutation GiveByMpesa($input: GiveInput!) {\n  giveByMpesa(input: $input) {\n    ...GiftStatusFields\n  }\n}\n\nquery GiftStatus($token: String!) {\n  gift(token: $token) {\n    ...GiftStatusFields\n  }\n}"): typeof import('./graphql').GiftStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecentGifts($projectId: ID!, $first: Int!) {\n  recentGifts(projectId: $projectId, first: $first) {\n    name\n    unnamed\n    amountKes\n    at\n  }\n}"): typeof import('./graphql').RecentGiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmNewsletterSubscription($token: String!) {\n  confirmNewsletterSubscription(token: $token)\n}"): typeof import('./graphql').ConfirmNewsletterSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email)\n}"): typeof import('./graphql').SubscribeToNewsletterDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
