import type { SpinView } from '../../domain/spin.ts';
import type { SpinText } from './gallery-props.ts';

/** A view's name as the shopper reads it: Spin, Images, Interior (spec 01 §2). */
export function viewLabel(view: SpinView, text: SpinText): string {
  return view === 'spin' ? text.viewSpin : view === 'images' ? text.viewImages : text.viewInterior;
}
