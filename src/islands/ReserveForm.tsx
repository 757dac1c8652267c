/**
 * The checkout page's island (issue 16; src/sections/checkout/CheckoutSection.astro): useReserveForm's state laid
 * out by ReserveFormView. Mounted only on the checkout pages, so the car page carries none of its script.
 */
import { ReserveFormView, type ReserveTerms } from '../components/checkout/ReserveFormView.tsx';
import type { ReserveText } from '../components/checkout/reserve-text.ts';
import { useReserveForm } from '../components/checkout/use-reserve-form.ts';

interface Props {
  text: ReserveText;
  terms: ReserveTerms;
  carId: number;
}

export default function ReserveForm({ text, terms, carId }: Props) {
  return <ReserveFormView text={text} terms={terms} form={useReserveForm({ text, carId })} />;
}
