import { RegisterScreen, registerLoader } from './registerScreen';

export const loader = registerLoader;

/** /checkout/register/register-as-guest */
export function Component() {
  return <RegisterScreen guest />;
}
