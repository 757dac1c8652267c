/**
 * The /sign-in island (spec 02 §2, §4 "Sign-in"; issue 14 item 4): useSignIn's state laid out by SignInView. The
 * server renders the first step, so the form is laid out before its script.
 */
import { SignInView } from '../components/sign-in/SignInView.tsx';
import type { SignInText } from '../components/sign-in/sign-in-text.ts';
import { useSignIn } from '../components/sign-in/use-sign-in.ts';

export default function SignInForm({ text }: { text: SignInText }) {
  return <SignInView text={text} form={useSignIn(text)} />;
}
