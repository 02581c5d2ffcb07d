import { Alert, Button, Container, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isBelowMinimum, toOrderItems } from '../../../common/cart/rules.ts';
import type { DiscountCheck } from '../../../common/discounts/schema.ts';
import { formatMoney, fromCents } from '../../../common/money.ts';
import { replyWithin } from '../../../common/offer/text.ts';
import type { CheckoutCustomer, PlacedOrder } from '../../../common/orders/schema.ts';
import { ApiError } from '../../lib/api.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { CartPriceNotices } from '../cart/cart-price-notices.tsx';
import { useCart } from '../cart/cart-store.ts';
import { useCartPrices } from '../cart/use-cart-prices.ts';
import { DiscountCodeField } from '../discounts/discount-code-field.tsx';
import { rememberDiscountCode } from '../discounts/pending-code.ts';
import { RewardCodePicker } from '../loyalty/reward-code-picker.tsx';
import { ReorderNotice } from '../orders/reorder-notice.tsx';
import { PayOrderModal } from '../payments/pay-order-modal.tsx';
import { BookingPaused } from '../switches/booking-paused.tsx';
import { type AccountChoice, AccountPayment, type AccountRefusal, useMyAccount } from './account-payment.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { FulfilmentFields, type HandoverErrors } from './fulfilment-fields.tsx';
import { OrderSummary } from './order-summary.tsx';
import { type BillChoices, useEstimate } from './use-estimate.ts';
import { usePlaceOrder } from './use-place-order.ts';

/** Checkout: the customer's details and the order summary; no online payment is taken. */
export function CheckoutPage() {
  const cart = useCart();
  const place = usePlaceOrder();
  const offer = useOffer();
  const navigate = useNavigate();
  const [discount, setDiscount] = useState<DiscountCheck | null>(null);
  const [rewardCode, setRewardCode] = useState<string | null>(null);
  const [chosen, setChoices] = useState<BillChoices>({
    fulfilment: offer.delivery.pickup ? 'pickup' : 'delivery',
    deliveryZip: '',
    gratuityPercent: 0,
    timeWindow: null,
    deliveryAddress: '',
  });
  // The first of the offer's windows is chosen to start with (and if the offer no longer has the
  // chosen one); the customer may pick another.
  const windows = offer.delivery.windows;
  const choices: BillChoices = {
    ...chosen,
    timeWindow:
      chosen.timeWindow && windows.includes(chosen.timeWindow) ? chosen.timeWindow : (windows[0] ?? null),
  };
  const [handoverErrors, setHandoverErrors] = useState<HandoverErrors>({});
  const [paying, setPaying] = useState<PlacedOrder | null>(null);
  const estimate = useEstimate(toOrderItems(cart.lines), choices, discount?.code ?? null);
  // The lines at the menu's prices now (issue 34 §2): a changed price is taken and said once.
  const prices = useCartPrices(cart.lines);
  const subtotalCents = prices.subtotalCents ?? cart.totalCents;
  // The server's reasons about the two codes, shown under them (they sit in the summary, not the form).
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const [rewardRefusal, setRewardRefusal] = useState<string | null>(null);
  // Issue 39: a client on account is billed by default, with a PO number; no card is asked.
  const account = useMyAccount();
  const [accountChoice, setAccountChoice] = useState<AccountChoice>({ billAccount: true, poNumber: '' });
  const [accountRefusal, setAccountRefusal] = useState<AccountRefusal>({});
  const billAccount = account !== null && accountChoice.billAccount;
  // Placed: the cart is emptied while the menu (the confirmation) loads; meanwhile the page says the
  // order is in, not "Your cart is empty" (which flashed between placing and the confirmation).
  const [placed, setPlaced] = useState(false);

  /** The confirmation: the toast, then the menu shows the order (number, items, what happens next). */
  function finish(order: PlacedOrder, paid: boolean, billed = false) {
    setPlaced(true);
    setPaying(null);
    notifySuccess(
      paid ? 'Order Placed and Paid' : 'Order Placed Successfully',
      paid
        ? `Your order ${order.orderNumber} is paid (${formatMoney(order.total)}). A receipt is on its way.`
        : billed
          ? `Your order ${order.orderNumber} is billed to your account. Its invoice follows once we confirm it, ${replyWithin(offer)}.`
          : `Your order ${order.orderNumber} has been received. We'll contact you ${replyWithin(offer)} to confirm the details.`,
    );
    navigate('/menu', { state: { placedOrder: paid ? { ...order, amountPaid: order.total } : order } });
  }

  if (paying) {
    return (
      <Container size="sm" py="xl">
        <PayOrderModal order={paying} onDone={(paid) => finish(paying, paid)} />
      </Container>
    );
  }

  if (placed) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>Your order is placed: opening its confirmation…</Text>
        </Stack>
      </Container>
    );
  }

  if (cart.lines.length === 0 && !place.isPending) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack align="center" gap="sm">
            <IconShoppingBag size={52} stroke={1.4} color="var(--mantine-color-ember-6)" aria-hidden />
            <Title order={1} fz={28}>
              Your cart is empty
            </Title>
            <Text c="dimmed">Add a few dishes from the menu, then come back here to place your order.</Text>
            <Button component={Link} to="/menu" size="md">
              Browse Menu
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const shortLines = cart.lines.filter(isBelowMinimum);

  /** Places the order; a refusal is thrown back to the form, which shows it (lib/form-errors.ts). */
  const submit = async (customer: CheckoutCustomer & { smsOptIn?: true }): Promise<void> => {
    if (cart.lines.length === 0) {
      notifyError('Empty Cart', 'Please add items to your cart before checking out.');
      return;
    }
    const missing: HandoverErrors = {
      ...(windows.length > 0 && !choices.timeWindow ? { timeWindow: 'Choose one of our time windows.' } : {}),
      ...(choices.fulfilment === 'delivery' && !choices.deliveryAddress.trim()
        ? { deliveryAddress: 'Enter the delivery address.' }
        : {}),
    };
    setHandoverErrors(missing);
    if (Object.keys(missing).length > 0) {
      notifyError('Missing Information', 'Please fill in all required fields');
      return;
    }
    setAccountRefusal({});
    const order = await place
      .mutateAsync({
        type: 'catering',
        ...customer,
        items: toOrderItems(cart.lines),
        fulfilment: choices.fulfilment,
        ...(choices.fulfilment === 'delivery'
          ? { deliveryZip: choices.deliveryZip.trim(), deliveryAddress: choices.deliveryAddress.trim() }
          : {}),
        ...(choices.timeWindow ? { timeWindow: choices.timeWindow } : {}),
        gratuityPercent: choices.gratuityPercent,
        ...(discount ? { discountCode: discount.code } : {}),
        ...(rewardCode ? { rewardCode } : {}),
        ...(billAccount
          ? { paymentMethod: 'account' as const, poNumber: accountChoice.poNumber.trim() }
          : {}),
      })
      .catch((error: unknown) => {
        // Over the credit or an overdue invoice (409): the server's whole sentence, by the choice.
        if (error instanceof ApiError && error.fieldErrors.paymentMethod)
          setAccountRefusal({ account: error.serverMessage ?? error.fieldErrors.paymentMethod });
        throw error;
      });
    if (!order.payOnline) setPlaced(true);
    cart.clear();
    rememberDiscountCode(null);
    // The business takes payment at checkout: the payment step comes before the confirmation.
    if (order.payOnline) return setPaying(order);
    finish(order, false, billAccount);
  };

  /** A refused code is no longer applied: the total shown is what placing the order again would cost. */
  const showCodeRefusals = (errors: FieldErrors) => {
    setHandoverErrors({ timeWindow: errors.timeWindow, deliveryAddress: errors.deliveryAddress });
    setCodeRefusal(errors.discountCode ?? null);
    setRewardRefusal(errors.rewardCode ?? null);
    if (errors.discountCode) setDiscount(null);
    if (errors.rewardCode) setRewardCode(null);
    if (errors.poNumber) setAccountRefusal((was) => ({ ...was, poNumber: errors.poNumber }));
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 30, sm: 38 }}>
          Checkout
        </Title>
        <BookingPaused />
        <ReorderNotice />
        {billAccount ? (
          <Alert color="ember" variant="light" icon={<IconInfoCircle />} title="Billed to your account">
            Place your order and we invoice it when we confirm it, {replyWithin(offer)}. No card is needed.
          </Alert>
        ) : offer.orderPayment === 'checkout' ? (
          <Alert color="ember" variant="light" icon={<IconInfoCircle />} title="You pay online at checkout">
            Place your order, then pay its total by card. We will call you {replyWithin(offer)} to confirm the
            details.
          </Alert>
        ) : (
          <Alert color="ember" variant="light" icon={<IconInfoCircle />} title="No payment is taken online">
            Place your order request and we will call you {replyWithin(offer)} to confirm the details and
            payment.
          </Alert>
        )}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <FulfilmentFields
                value={choices}
                onChange={(next) => {
                  setChoices(next);
                  setHandoverErrors({});
                }}
                zipError={estimate.zipError}
                errors={handoverErrors}
              />
              {account && (
                <AccountPayment
                  account={account}
                  value={accountChoice}
                  onChange={(next) => {
                    setAccountChoice(next);
                    setAccountRefusal({});
                  }}
                  refusal={accountRefusal}
                  otherLabel={offer.orderPayment === 'checkout' ? 'Pay by card' : 'Pay when we call'}
                />
              )}
              <CheckoutForm
                onSubmit={submit}
                onRefused={showCodeRefusals}
                isProcessing={place.isPending}
                isBlocked={shortLines.length > 0}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <CartPriceNotices
                notices={prices.notices}
                unavailable={prices.unavailable}
                onClose={prices.dismiss}
              />
              <OrderSummary
                lines={cart.lines}
                totalCents={subtotalCents}
                count={cart.count}
                discount={discount}
                bill={estimate.bill}
                {...(estimate.waitingForZip
                  ? { billNote: 'Enter your delivery ZIP code to see the delivery fee and tax.' }
                  : {})}
                discountField={
                  <DiscountCodeField
                    subtotal={fromCents(subtotalCents)}
                    applied={discount}
                    refusal={codeRefusal}
                    onApplied={(check) => {
                      setDiscount(check);
                      setCodeRefusal(null);
                    }}
                  />
                }
              />
              <RewardCodePicker
                totalCents={cart.totalCents}
                value={rewardCode}
                error={rewardRefusal}
                onChange={(code) => {
                  setRewardCode(code);
                  setRewardRefusal(null);
                }}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
