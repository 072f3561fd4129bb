import { RegisterScreen, registerLoader } from './registerScreen';

export const loader = registerLoader;

/** /checkout/register/register-as-customer */
export function Component() {
  return <RegisterScreen guest={false} />;
}
