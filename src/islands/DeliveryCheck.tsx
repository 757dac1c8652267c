/**
 * The delivery check by postcode on the car page (spec 01 §4, §5, §8), hydrated when it comes into
 * view: its state (useDeliveryCheck: the call to /api/delivery) laid out by DeliveryCheckView.
 */
import { DeliveryCheckView } from '../components/vehicle/tools/DeliveryCheckView.tsx';
import { useDeliveryCheck, type DeliveryCheckText } from '../components/vehicle/tools/use-delivery-check.ts';

export interface DeliveryCheckProps {
  text: DeliveryCheckText;
  /** The delivery call; the same-origin functions app by default. */
  endpoint?: string;
}

export default function DeliveryCheck({ text, endpoint = '/api/delivery' }: DeliveryCheckProps) {
  const delivery = useDeliveryCheck(text, endpoint);
  return <DeliveryCheckView delivery={delivery} text={text} />;
}
