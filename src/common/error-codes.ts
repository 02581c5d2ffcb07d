/**
 * Kept apart from errors.ts (which holds the zod schema of the error body) so a screen can branch on a
 * code without loading zod.
 */
/** Every error code the API can answer with, listed once. */
export const ErrorCode = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  crossOrigin: 'CROSS_ORIGIN_REFUSED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  paymentFailed: 'PAYMENT_FAILED',
  /** POST /api/loyalty/redeem with too few points: the screen titles it 'Insufficient Points'. */
  insufficientPoints: 'INSUFFICIENT_POINTS',
  // Booking rules (docs/decisions/0025): what a form or an API client can act on.
  bookingPaused: 'BOOKING_PAUSED',
  serviceOff: 'SERVICE_OFF',
  dateClosed: 'DATE_CLOSED',
  dateFullyBooked: 'DATE_FULLY_BOOKED',
  pickupSlotFullyBooked: 'PICKUP_SLOT_FULLY_BOOKED',
  leadTimeNotMet: 'LEAD_TIME_NOT_MET',
  // Discount codes: each refusal a customer can read and an API client can branch on.
  codeUnknown: 'CODE_UNKNOWN',
  codeInactive: 'CODE_INACTIVE',
  codeNotYetValid: 'CODE_NOT_YET_VALID',
  codeExpired: 'CODE_EXPIRED',
  codeUsedUp: 'CODE_USED_UP',
  codeFirstOrderOnly: 'CODE_FIRST_ORDER_ONLY',
  codeCorporateOnly: 'CODE_CORPORATE_ONLY',
  codeSignInRequired: 'CODE_SIGN_IN_REQUIRED',
  codeNotYours: 'CODE_NOT_YOURS',
  codeMinimumNotMet: 'CODE_MINIMUM_NOT_MET',
  codeNameTaken: 'CODE_NAME_TAKEN',
  // Accounts and the back office.
  accountExists: 'ACCOUNT_EXISTS',
  categoryExists: 'CATEGORY_EXISTS',
  // Proposals (issue 27).
  proposalExpired: 'PROPOSAL_EXPIRED',
  finalCountPassed: 'FINAL_COUNT_PASSED',
  proposalNotAccepted: 'PROPOSAL_NOT_ACCEPTED',
  proposalNotPriced: 'PROPOSAL_NOT_PRICED',
  proposalCompleted: 'PROPOSAL_COMPLETED',
  /** A change request on a proposal that is not (or no longer) waiting for the client's answer. */
  proposalNotSent: 'PROPOSAL_NOT_SENT',
  /** Two people edited the same proposal: the later save is refused, to be made again on the new one. */
  changedMeanwhile: 'CHANGED_MEANWHILE',
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  // The proposal status machine (src/common/quotes/status-machine.ts, decision 0098): a status the
  // proposal cannot go to from where it is, or not by this person; the message names both.
  proposalStatusNotAllowed: 'PROPOSAL_STATUS_NOT_ALLOWED',
  // Payments: what an API client (or the pay box) can act on.
  nothingToPay: 'NOTHING_TO_PAY',
  onlinePaymentOff: 'ONLINE_PAYMENT_OFF',
  alreadyPaid: 'ALREADY_PAID',
  depositAlreadyPaid: 'DEPOSIT_ALREADY_PAID',
  depositFirst: 'DEPOSIT_FIRST',
  /** The order is not paid online: at pickup (dinner), once priced (market price), or on the phone. */
  orderNotPayableOnline: 'ORDER_NOT_PAYABLE_ONLINE',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  paymentRefunded: 'PAYMENT_REFUNDED',
  paymentNotRefundable: 'PAYMENT_NOT_REFUNDABLE',
  // Orders (issue 34 §5): a status the order's path does not allow from where it is (the message
  // names the allowed ones), "Completed" before the order's day included.
  statusNotAllowed: 'STATUS_NOT_ALLOWED',
  // Recurring orders.
  recurringOrderNotActive: 'RECURRING_ORDER_NOT_ACTIVE',
  recurringOrderCancelled: 'RECURRING_ORDER_CANCELLED',
  nothingToSkip: 'NOTHING_TO_SKIP',
  deliveryInPreparation: 'DELIVERY_IN_PREPARATION',
  // Refusals that used to answer a bare BAD_REQUEST (issue 36 §4): each names what the record or
  // the request is, for an API client to act on.
  /** "Order again" on a dinner order: it is ordered from the dinner menu (409). */
  dinnerOrderNotReorderable: 'DINNER_ORDER_NOT_REORDERABLE',
  /** The app-access QR code is edited, never deleted (409). */
  qrCodeNotDeletable: 'QR_CODE_NOT_DELETABLE',
  idempotencyKeyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  /** Card details sent to our server while the gateway (Stripe) takes them itself. */
  cardDetailsRefused: 'CARD_DETAILS_REFUSED',
  /** A payment webhook the gateway's signature check refuses. */
  webhookRefused: 'WEBHOOK_REFUSED',
  // Costing (issue 37): an ingredient's name is taken (409), or recipes use it (409: deleting it, or
  // buying it in a unit of another kind); the message names the dishes.
  ingredientExists: 'INGREDIENT_EXISTS',
  ingredientInUse: 'INGREDIENT_IN_USE',
  // The crew (issue 38): an assignment refused because the person is already booked, or off that day.
  shiftOverlap: 'SHIFT_OVERLAP',
  staffUnavailable: 'STAFF_UNAVAILABLE',
  /** A review link used once already (issue 40 §3, 409). */
  reviewLinkUsed: 'REVIEW_LINK_USED',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
