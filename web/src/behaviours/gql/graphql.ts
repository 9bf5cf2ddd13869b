/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Whether a gift is paid */
export type GiftStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

/** A donor's gift by M-Pesa: the site sends their phone a prompt for their PIN */
export type GiveInput = {
  /** Whole shillings, from 10 to M-Pesa's limit for one transaction */
  amountKes: number;
  /** Show the gift as from Anonymous */
  anonymous?: boolean;
  /** Where to e-mail the receipt */
  email?: string | null | undefined;
  /** Shown as the first name in the list of gifts unless anonymous */
  name?: string | null | undefined;
  /** The phone on M-Pesa, written any usual way: 0712 345 678, +254712345678 */
  phone: string;
  /** The project given to */
  projectId: string | number;
};

export type GiftStatusFieldsFragment = { __typename: 'DonorGift', token: string, status: GiftStatus, amountKes: number, projectSlug: string, projectTitle: string, receiptNumber: string | null, mpesaReceipt: string | null, message: string | null, createdAt: string };

export type GiveByMpesaMutationVariables = Exact<{
  input: GiveInput;
}>;


export type GiveByMpesaMutation = { giveByMpesa: { __typename: 'DonorGift', token: string, status: GiftStatus, amountKes: number, projectSlug: string, projectTitle: string, receiptNumber: string | null, mpesaReceipt: string | null, message: string | null, createdAt: string } };

export type GiftStatusQueryVariables = Exact<{
  token: string;
}>;


export type GiftStatusQuery = { gift: { __typename: 'DonorGift', token: string, status: GiftStatus, amountKes: number, projectSlug: string, projectTitle: string, receiptNumber: string | null, mpesaReceipt: string | null, message: string | null, createdAt: string } | null };

export type RecentGiftsQueryVariables = Exact<{
  projectId: string | number;
  first: number;
}>;


export type RecentGiftsQuery = { recentGifts: Array<{ __typename: 'RecentGift', name: string, unnamed: boolean, amountKes: number, at: string }> };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: string };

export type SubscribeToNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeToNewsletterMutation = { subscribeToNewsletter: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const GiftStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment GiftStatusFields on DonorGift {
  token
  status
  amountKes
  projectSlug
  projectTitle
  receiptNumber
  mpesaReceipt
  message
  createdAt
}
    `, {"fragmentName":"GiftStatusFields"}) as unknown as TypedDocumentString<GiftStatusFieldsFragment, unknown>;
export const GiveByMpesaDocument = new TypedDocumentString(`
    mutation GiveByMpesa($input: GiveInput!) {
  giveByMpesa(input: $input) {
    ...GiftStatusFields
  }
}
    fragment GiftStatusFields on DonorGift {
  token
  status
  amountKes
  projectSlug
  projectTitle
  receiptNumber
  mpesaReceipt
  message
  createdAt
}`) as unknown as TypedDocumentString<GiveByMpesaMutation, GiveByMpesaMutationVariables>;
export const GiftStatusDocument = new TypedDocumentString(`
    query GiftStatus($token: String!) {
  gift(token: $token) {
    ...GiftStatusFields
  }
}
    fragment GiftStatusFields on DonorGift {
  token
  status
  amountKes
  projectSlug
  projectTitle
  receiptNumber
  mpesaReceipt
  message
  createdAt
}`) as unknown as TypedDocumentString<GiftStatusQuery, GiftStatusQueryVariables>;
export const RecentGiftsDocument = new TypedDocumentString(`
    query RecentGifts($projectId: ID!, $first: Int!) {
  recentGifts(projectId: $projectId, first: $first) {
    name
    unnamed
    amountKes
    at
  }
}
    `) as unknown as TypedDocumentString<RecentGiftsQuery, RecentGiftsQueryVariables>;
export const ConfirmNewsletterSubscriptionDocument = new TypedDocumentString(`
    mutation ConfirmNewsletterSubscription($token: String!) {
  confirmNewsletterSubscription(token: $token)
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const SubscribeToNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeToNewsletter($email: String!) {
  subscribeToNewsletter(email: $email)
}
    `) as unknown as TypedDocumentString<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables>;